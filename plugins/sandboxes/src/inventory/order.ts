import { matchesLabels } from '@portcullis/plugin-gateways';
import type { SandboxJson } from '../sandbox/json.ts';
import type { InventoryQuery, InventorySortKey } from './query.ts';

// What GET /api/sandboxes does to the sandboxes it gathered: keep those the filters match, then order them.

/** The sandboxes the query's state, label and name filters match (all of them: AND). */
export function matchingSandboxes(sandboxes: SandboxJson[], query: Pick<InventoryQuery, 'state' | 'label' | 'q'>): SandboxJson[] {
  const needle = query.q?.toLowerCase() ?? '';
  return sandboxes.filter(
    (sandbox) =>
      (query.state === undefined || sandbox.state === query.state) &&
      matchesLabels(sandbox.labels, query.label) &&
      (needle === '' || sandbox.name.toLowerCase().includes(needle)),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A sandbox without a creation time sorts after every one with, in both directions (it is not known, not old). */
function compareCreated(a: SandboxJson, b: SandboxJson, direction: number): number {
  if (a.created_at === b.created_at) return 0;
  if (a.created_at === null) return 1;
  if (b.created_at === null) return -1;
  return direction * compareText(a.created_at, b.created_at);
}

/** By `sort` (`-` prefix: descending), then by gateway, workspace and name, so that pages never overlap. */
export function sortSandboxes(sandboxes: SandboxJson[], sort: InventoryQuery['sort']): SandboxJson[] {
  const direction = sort.startsWith('-') ? -1 : 1;
  const key = (direction === -1 ? sort.slice(1) : sort) as InventorySortKey;
  const tieBreak = (a: SandboxJson, b: SandboxJson) =>
    compareText(a.gateway, b.gateway) || compareText(a.workspace, b.workspace) || compareText(a.name, b.name);
  const primary = (a: SandboxJson, b: SandboxJson) => (key === 'created_at' ? compareCreated(a, b, direction) : direction * compareText(a[key], b[key]));
  return [...sandboxes].sort((a, b) => primary(a, b) || tieBreak(a, b));
}
