// The approvals fixture (kernel + simulator + gateway `gw` + running sandbox `box`) with the identity plugin and
// this one, and callers named by email, as voters are.

import { type Fixture, type FixtureOptions, fixture } from '@portcullis/plugin-approvals/testing';
import users from '@portcullis/plugin-users';
import type { TestActor, TestClient } from '@portcullis/testing';
import quorum from '../src/index.ts';

export async function quorumFixture(options: FixtureOptions = {}): Promise<Fixture> {
  return fixture({ ...options, before: [users], after: [quorum], env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10', ...options.env } });
}

/** A caller known by email (an operator unless said otherwise): what eligibility is decided on. */
export function as(f: Fixture, email: string, role: TestActor['role'] = 'operator'): TestClient {
  return f.t.http.as({ role, name: email, id: `test:${email}`, type: 'user' });
}

export async function setWorkflow(f: Fixture, body: Record<string, unknown>, sandbox = 'box'): Promise<void> {
  const response = await f.t.http.put(`${f.box(sandbox)}/approval-workflow`, body);
  if (response.status !== 201 && response.status !== 200) throw new Error(`workflow PUT failed: ${response.status} ${response.text}`);
}

export const ALICE = 'alice@example.test';
export const BOB = 'bob@example.test';
export const CAROL = 'carol@example.test';
export const MALLORY = 'mallory@example.test';
