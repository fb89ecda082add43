import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the webpush channel (namespace `webpush`: SERVICE_WEBPUSH_*), the names docs/decisions.md §11 fixes.
// Without keys, a pair is generated once and stored (the private key sealed), so every replica and every restart signs
// with the same identity and browser subscriptions stay valid. Settings are checked one by one; that the two keys come
// together is checked when the plugin registers.

const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/; // 65 bytes (an uncompressed P-256 point), base64url without padding
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/; // 32 bytes
const SUBJECT = /^(mailto:.+|https:\/\/.+)$/;

const unsetOr = (pattern: RegExp) => (value: string | undefined) => value === undefined || pattern.test(value);

export const webPushConfigSchema = z.object({
  vapid_public_key: setting
    .optionalString(
      'VAPID public key (base64url, the uncompressed P-256 point browsers subscribe with). Set together with SERVICE_WEBPUSH_VAPID_PRIVATE_KEY; unset: a key pair is generated once and stored.',
    )
    .refine(unsetOr(PUBLIC_KEY), 'must be 65 bytes in base64url (87 characters)'),
  vapid_private_key: setting
    .secret('VAPID private key (base64url, 32 bytes) belonging to SERVICE_WEBPUSH_VAPID_PUBLIC_KEY.')
    .refine(unsetOr(PRIVATE_KEY), 'must be 32 bytes in base64url (43 characters)'),
  subject: setting
    .optionalString(
      'VAPID subject push services may contact: a mailto: or https: URL. Unset: mailto: of the first admin (or portcullis@ the host of SERVICE_PUBLIC_URL while there is none).',
    )
    .refine(unsetOr(SUBJECT), 'must be a mailto: or https: URL'),
});

export type WebPushConfig = z.output<typeof webPushConfigSchema>;

/** Null when the keys are both set or both unset; otherwise what to fix. */
export function keyPairProblem(config: WebPushConfig): string | null {
  return (config.vapid_public_key === undefined) === (config.vapid_private_key === undefined)
    ? null
    : 'SERVICE_WEBPUSH_VAPID_PUBLIC_KEY and SERVICE_WEBPUSH_VAPID_PRIVATE_KEY must be set together, or neither (a key pair is then generated and stored)';
}
