import { setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `passkey`: SERVICE_PASSKEY_RP_ID as docs/decisions.md §11 names it; the switch keeps the spec's plural
// name.
export const passkeysConfigSchema = z.object({
  enabled: setting.bool(true, 'Passkey (WebAuthn) registration and login. Off: the passkey endpoints are gone and the login page offers no passkeys.', {
    env: 'SERVICE_PASSKEYS_ENABLED',
  }),
  rp_id: setting.optionalString(
    'WebAuthn relying-party id: the host of SERVICE_PUBLIC_URL or a domain it belongs to. Unset: the host of SERVICE_PUBLIC_URL. Passkeys are bound to it: changing it makes registered passkeys unusable.',
  ),
  challenge_seconds: setting.int(
    300,
    'How long a registration or login challenge may be answered (each is usable once; kept in the database, so any replica accepts the answer).',
    { min: 30, max: 600 },
  ),
});

export type PasskeysConfig = z.output<typeof passkeysConfigSchema>;

/** The relying party: its id (the setting or the public URL's host) and the one origin browsers may answer from. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party of SERVICE_PUBLIC_URL; throws when the RP id cannot serve it (WebAuthn: the host or a domain it is in). */
export function relyingParty(config: PasskeysConfig, publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  const id = (config.rp_id ?? url.hostname).toLowerCase();
  if (url.hostname !== id && !url.hostname.endsWith(`.${id}`)) {
    throw new Error(`SERVICE_PASSKEY_RP_ID ${id} must be the host of SERVICE_PUBLIC_URL (${url.hostname}) or a domain it belongs to`);
  }
  return { id, origin: url.origin, name: 'Portcullis' };
}
