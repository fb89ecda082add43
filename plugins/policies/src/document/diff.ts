import { canonicalJson } from '@portcullis/core';
import { z } from 'zod';
import type { NetworkRule, PolicyDocument } from './schema.ts';

// A structured comparison of two policy documents (docs/decisions.md §4): what a reviewer wants to know, not two blobs.

export interface KeyedChange<T> {
  added: Array<{ key: string; value: T }>;
  removed: Array<{ key: string; value: T }>;
  changed: Array<{ key: string; before: T; after: T }>;
}

export interface PathChange {
  added: string[];
  removed: string[];
}

export interface PolicyDiff {
  network_rules: KeyedChange<NetworkRule>;
  network_middlewares: KeyedChange<unknown>;
  filesystem: { read_only: PathChange; read_write: PathChange; include_workdir: { before: boolean; after: boolean } | null };
  process: { before: unknown; after: unknown } | null;
  landlock: { before: unknown; after: unknown } | null;
  version: { before: number; after: number } | null;
  unchanged: boolean;
}

function same(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

function keyed<T>(before: Record<string, T> = {}, after: Record<string, T> = {}): KeyedChange<T> {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const change: KeyedChange<T> = { added: [], removed: [], changed: [] };
  for (const key of keys) {
    if (!(key in before)) change.added.push({ key, value: after[key]! });
    else if (!(key in after)) change.removed.push({ key, value: before[key]! });
    else if (!same(before[key], after[key])) change.changed.push({ key, before: before[key]!, after: after[key]! });
  }
  return change;
}

/** Linear in the list lengths (sets, not `includes`): a body may hold tens of thousands of paths. */
function paths(before: string[] = [], after: string[] = []): PathChange {
  const had = new Set(before);
  const has = new Set(after);
  return { added: after.filter((path) => !had.has(path)), removed: before.filter((path) => !has.has(path)) };
}

function pair(before: unknown, after: unknown): { before: unknown; after: unknown } | null {
  return same(before, after) ? null : { before: before ?? null, after: after ?? null };
}

export function diffPolicies(before: PolicyDocument, after: PolicyDocument): PolicyDiff {
  const includeBefore = before.filesystem?.include_workdir ?? false;
  const includeAfter = after.filesystem?.include_workdir ?? false;
  const diff: PolicyDiff = {
    network_rules: keyed(before.network_policies, after.network_policies),
    network_middlewares: keyed<unknown>(before.network_middlewares, after.network_middlewares),
    filesystem: {
      read_only: paths(before.filesystem?.read_only, after.filesystem?.read_only),
      read_write: paths(before.filesystem?.read_write, after.filesystem?.read_write),
      include_workdir: includeBefore === includeAfter ? null : { before: includeBefore, after: includeAfter },
    },
    process: pair(before.process, after.process),
    landlock: pair(before.landlock, after.landlock),
    version: (before.version ?? 0) === (after.version ?? 0) ? null : { before: before.version ?? 0, after: after.version ?? 0 },
    unchanged: false,
  };
  diff.unchanged = same(before, after);
  return diff;
}

const keyedChange = z.object({
  added: z.array(z.object({ key: z.string(), value: z.unknown() })),
  removed: z.array(z.object({ key: z.string(), value: z.unknown() })),
  changed: z.array(z.object({ key: z.string(), before: z.unknown(), after: z.unknown() })),
});
const pathChange = z.object({ added: z.array(z.string()), removed: z.array(z.string()) });
const changePair = z.object({ before: z.unknown(), after: z.unknown() }).nullable();

/** A `PolicyDiff` as JSON. */
export const policyDiffSchema = z.object({
  network_rules: keyedChange,
  network_middlewares: keyedChange,
  filesystem: z.object({ read_only: pathChange, read_write: pathChange, include_workdir: z.object({ before: z.boolean(), after: z.boolean() }).nullable() }),
  process: changePair,
  landlock: changePair,
  version: z.object({ before: z.number(), after: z.number() }).nullable(),
  unchanged: z.boolean(),
});
