// The approvals fixture (kernel + simulator + gateway `gw` + running sandbox `box`) with users, the quorum workflow
// and this plugin; links are issued as a channel issues them, for the chunk's approval.pending event.

import { type Fixture, fixture } from '@portcullis/plugin-approvals/testing';
import quorum from '@portcullis/plugin-approvals-quorum';
import users from '@portcullis/plugin-users';
import type { TestClient } from '@portcullis/testing';
import links from '../src/index.ts';
import type { DecisionLinkSet } from '../src/links.ts';
import type { Recipient } from '../src/recipient.ts';
import { decisionLinksRef } from '../src/refs.ts';

export const ALICE = 'alice@example.test';
export const BOB = 'bob@example.test';
export const TTL_SECONDS = 600;

/** `channels`: webhook channel plugins (by id) to deliver approval events with, after the webhooks engine. */
export function linksFixture(channels: string[] = []): Promise<Fixture> {
  const webhooks = channels.length > 0 ? ['webhooks', ...channels] : [];
  return fixture({ before: [users], after: [quorum, links, ...webhooks], env: { SERVICE_DECISION_LINK_TTL_SECONDS: String(TTL_SECONDS) } });
}

/** A signed-in operator known by email, as a session user is. */
export function as(f: Fixture, email: string): TestClient {
  return f.t.http.as({ role: 'operator', name: email, id: `test:${email}`, type: 'user' });
}

/** The links a channel would send `recipient` for chunk `chunkId` (its approval.pending event must have fired). */
export async function linksFor(f: Fixture, chunkId: string, recipient: Recipient): Promise<DecisionLinkSet> {
  const pending = await f.t.waitForEvent('approval.pending', (event) => (event.data as { chunk_id: string }).chunk_id === chunkId);
  const set = await f.t.resolve(decisionLinksRef).linksFor({ name: pending.name, data: pending.data as Record<string, unknown> }, recipient);
  if (!set) throw new Error('no links for an approval.pending event');
  return set;
}

/** The token at the end of a link's URL (`/decide/<token>`). */
export function tokenOf(url: string): string {
  return new URL(url).pathname.split('/').pop()!;
}

export const linkApi = (url: string) => `/api/decision-links/${tokenOf(url)}`;
