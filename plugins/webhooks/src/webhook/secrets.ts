import { randomBytes } from 'node:crypto';
import type { SecretBox } from '@portcullis/core';

// The signing secret and a channel's secret extra_config fields are sealed each under a key of its own purpose, so
// no other sealed value (a gateway credential) can be swapped in for them. Secret fields are sealed one by one:
// their names stay readable (a response lists which are set) and an update can replace one and keep the others.
const SIGNING_PURPOSE = 'webhook-signing-secret';
const CONFIG_PURPOSE = 'webhook-extra-config';

/** 32 random bytes, base64url: what a receiver keys its HMAC check with. */
export function newSigningSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sealSigningSecret(secrets: SecretBox, secret: string): string {
  return secrets.encrypt(SIGNING_PURPOSE, secret);
}

export function openSigningSecret(secrets: SecretBox, sealed: string): string {
  return secrets.decrypt(SIGNING_PURPOSE, sealed);
}

/** `extra_config` split into what is shown and the channel's secret fields that hold a value. */
export function splitConfig(
  config: Record<string, unknown>,
  secretFields: readonly string[],
): { shown: Record<string, unknown>; hidden: Record<string, unknown> } {
  const shown: Record<string, unknown> = {};
  const hidden: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (!secretFields.includes(key)) shown[key] = value;
    else if (value !== undefined && value !== null) hidden[key] = value;
  }
  return { shown, hidden };
}

export function sealFields(secrets: SecretBox, hidden: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(hidden).map(([key, value]) => [key, secrets.encrypt(CONFIG_PURPOSE, JSON.stringify(value))]));
}

export function openFields(secrets: SecretBox, sealed: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(sealed).map(([key, value]) => [key, JSON.parse(secrets.decrypt(CONFIG_PURPOSE, value)) as unknown]));
}
