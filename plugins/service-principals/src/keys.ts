import { hash, randomBytes } from 'node:crypto';

/** New keys carry this prefix so that secret scanners and people can recognise them. */
export const KEY_PREFIX = 'svc_';
/** Characters of the key kept (and listed) to tell keys apart. */
export const KEY_PREFIX_LENGTH = 12;

export interface NewKey {
  /** Shown once, at creation or rotation; never stored. */
  key: string;
  hash: string;
  prefix: string;
}

/** `svc_` + 32 random bytes in base64url: 256 bits, so a plain SHA-256 is a safe way to store it. */
export function generateKey(): NewKey {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashKey(key), prefix: key.slice(0, KEY_PREFIX_LENGTH) };
}

export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}
