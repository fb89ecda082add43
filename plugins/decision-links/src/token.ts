import { randomBytes } from 'node:crypto';
import type { SecretBox } from '@portcullis/core';

// A link's token: `<id>.<action>.<signature>`. The id is random and names the row; the signature (an HMAC under a
// key derived from SERVICE_SECRET_KEY) covers id and action, so a token is neither guessed nor turned from a reject
// into an approve, and a forged one is refused before the database is asked. Nothing about the sandbox, endpoint
// or binary is in it (docs/decision-links.md §2).

export const LINK_ACTIONS = ['approve', 'reject', 'open'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

const PURPOSE = 'decision-link';
const TOKEN = /^([A-Za-z0-9_-]{22})\.(approve|reject|open)\.([A-Za-z0-9_-]{43})$/;

export interface ParsedToken {
  id: string;
  action: LinkAction;
}

export function newLinkId(): string {
  return randomBytes(16).toString('base64url');
}

export function linkToken(secrets: SecretBox, id: string, action: LinkAction): string {
  return `${id}.${action}.${secrets.sign(PURPOSE, `${id}.${action}`)}`;
}

/** The id and action of a token this service signed, or null for anything else. */
export function parseLinkToken(secrets: SecretBox, token: string): ParsedToken | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, action, signature] = match as unknown as [string, string, LinkAction, string];
  return secrets.verify(PURPOSE, `${id}.${action}`, signature) ? { id, action } : null;
}
