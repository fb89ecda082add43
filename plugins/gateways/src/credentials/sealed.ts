import type { SecretBox } from '@portcullis/core';

// Gateway credentials are sealed with a key of their own purpose, so no other sealed value can be swapped in.
const PURPOSE = 'gateway-credential';

export interface GatewaySecrets {
  caCert: string | null;
  clientCert: string | null;
  clientKey: string | null;
  apiKey: string | null;
  oidcClientSecret: string | null;
}

export function seal(secrets: SecretBox, value: string | null): string | null {
  return value === null ? null : secrets.encrypt(PURPOSE, value);
}

export function unseal(secrets: SecretBox, sealed: string | null | undefined): string | null {
  return sealed ? secrets.decrypt(PURPOSE, sealed) : null;
}
