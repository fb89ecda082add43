// The approvals fixture (a kernel in front of a real simulator registered as `gw`, running sandbox `box` with an
// empty create-time network policy) with the sandboxes plugin and this one, plus what the tests judge with.

import type { Simulator } from '@portcullis/openshell-sim';
import { type Fixture, type FixtureOptions, fixture } from '@portcullis/plugin-approvals/testing';
import { rows, type TestKernel } from '@portcullis/testing';

export { activeRules, CREATE_TIME_POLICY, deny, type Fixture, poll, ruleKey } from '@portcullis/plugin-approvals/testing';
export { rows };

export function ceilingFixture(options: FixtureOptions = {}): Promise<Fixture> {
  return fixture({ ...options, after: ['sandboxes', 'policy-ceilings', ...(options.after ?? [])] });
}

export const CEILING = '/api/gateways/gw/policy-ceiling';

/** What a ceiling allows in most tests: GitHub's API for curl and git, PyPI for pip (GET and HEAD only on the API). */
export const GITHUB_RULE = {
  endpoints: [
    { host: 'api.github.com', port: 443 },
    { host: '*.githubusercontent.com', port: 443 },
  ],
  binaries: [{ path: '/usr/bin/curl' }, { path: '**/git' }],
};
export const PYPI_RULE = {
  endpoints: [
    { host: 'pypi.org', port: 443 },
    { host: 'files.pythonhosted.org', port: 443 },
  ],
  binaries: [{ path: '/usr/bin/pip' }, { path: '/usr/bin/python3*' }],
};

export async function putCeiling(f: Fixture, networkPolicies: Record<string, unknown>, selector?: string): Promise<Record<string, any>> {
  const response = await f.t.http.put(CEILING, { network_policies: networkPolicies, ...(selector ? { sandbox_selector: selector } : {}) });
  if (response.status !== 201 && response.status !== 200) throw new Error(`ceiling PUT failed: ${response.status} ${response.text}`);
  return response.body;
}

/** Calls that would change a sandbox's policy upstream. */
export function writeCalls(sim: Simulator): Record<string, number> {
  return Object.fromEntries(['UpdateConfig', 'ApproveDraftChunk', 'ApproveAllDraftChunks', 'EditDraftChunk'].map((rpc) => [rpc, sim.control.calls(rpc)]));
}

export const NO_WRITES = { UpdateConfig: 0, ApproveDraftChunk: 0, ApproveAllDraftChunks: 0, EditDraftChunk: 0 };

export async function ceilingRows(t: TestKernel): Promise<Array<{ gateway: string; selector: string; version: number }>> {
  return rows(t, 'SELECT gateway, selector, version FROM policy_ceilings ORDER BY gateway, selector');
}

export async function auditOf(t: TestKernel, prefix: string): Promise<Array<{ action: string; outcome: string | null; actor: string }>> {
  return rows(t, 'SELECT action, outcome, actor FROM audit_log WHERE action LIKE ? ORDER BY id', [`${prefix}%`]);
}

/** A network rule for one host on 443, for curl. */
export const plainRule = (host: string, binary = '/usr/bin/curl') => ({ endpoints: [{ host, port: 443 }], binaries: [{ path: binary }] });
