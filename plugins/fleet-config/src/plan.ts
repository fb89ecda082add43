import { type DeclarableKind, type DeclaredChange, type DeclaredFields, type Role, roleAtLeast } from '@portcullis/core';
import { z } from 'zod';
import { digestOf, sameValue } from './canonical.ts';
import type { DeclaredState, FleetDocument } from './document.ts';

export const PLAN_ACTIONS = ['create', 'change', 'unchanged', 'delete', 'kept'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

export const fieldDiffSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type FieldDiff = z.output<typeof fieldDiffSchema>;

export const plannedObjectSchema = z.object({
  kind: z.string(),
  name: z.string(),
  action: z.enum(PLAN_ACTIONS),
  /** Field-level differences: every declared field on create, the differing ones on change. */
  fields: z.array(fieldDiffSchema),
  /** Secret fields a create sets from their references (never their values). */
  secrets: z.array(z.string()),
  /** Why applying this object would be refused (a role rule, a rule of its owner); null when it would pass. */
  refusal: z.string().nullable(),
});
export type PlannedObject = z.output<typeof plannedObjectSchema>;

export const planSchema = z.object({
  /** Digest of the live state, the document and `prune`: apply refuses with 409 PLAN_STALE when it no longer matches. */
  plan_hash: z.string(),
  prune: z.boolean(),
  objects: z.array(plannedObjectSchema),
  summary: z.object({ create: z.number(), change: z.number(), unchanged: z.number(), delete: z.number(), kept: z.number(), refused: z.number() }),
});
export type PlanJson = z.output<typeof planSchema>;

/** A change with the kind that makes it, in the order apply makes them. */
export interface KindChange {
  kind: DeclarableKind;
  change: DeclaredChange;
}

export interface Plan {
  json: PlanJson;
  changes: KindChange[];
}

export interface PlanInput {
  kinds: readonly DeclarableKind[];
  document: FleetDocument;
  prune: boolean;
  /** The caller's effective role on a gateway (null: globally). */
  roleOn(gateway: string | null): Promise<Role | null>;
}

/** Every object of the kinds, as their owners read them now. */
export async function liveState(kinds: readonly DeclarableKind[]): Promise<DeclaredState> {
  const state: DeclaredState = {};
  for (const kind of kinds) state[kind.kind] = await kind.read();
  return state;
}

export function fieldDiffs(from: DeclaredFields | null, to: DeclaredFields): FieldDiff[] {
  return Object.keys(to)
    .filter((field) => !from || !sameValue(from[field], to[field]))
    .map((field) => ({ field, from: from ? (from[field] ?? null) : null, to: to[field] ?? null }));
}

function changeOf(
  kind: DeclarableKind,
  name: string,
  live: DeclaredFields | undefined,
  desired: DeclaredFields | undefined,
  document: FleetDocument,
): DeclaredChange | null {
  if (!desired) return { action: 'delete', name, desired: null, fields: [], secrets: {} };
  if (!live) {
    // A plan never reads a secret: the owner's rules see only that one is given.
    const refs = document.secrets[kind.kind]?.[name] ?? {};
    return {
      action: 'create',
      name,
      desired,
      fields: Object.keys(desired),
      secrets: Object.fromEntries(Object.keys(refs).map((field) => [field, 'reference'])),
    };
  }
  const fields = fieldDiffs(live, desired).map((diff) => diff.field);
  return fields.length === 0 ? null : { action: 'change', name, desired, fields, secrets: {} };
}

async function refusalOf(input: PlanInput, kind: DeclarableKind, change: DeclaredChange): Promise<string | null> {
  const needed = kind.access(change.name, change.desired);
  if (!roleAtLeast(await input.roleOn(needed.gateway), needed.role))
    return `needs the ${needed.role} role${needed.gateway ? ` on gateway ${needed.gateway}` : ''}`;
  return kind.refusal ? kind.refusal(change, input.document.declared) : null;
}

async function planKind(
  input: PlanInput,
  kind: DeclarableKind,
  live: Record<string, DeclaredFields>,
): Promise<Array<{ object: PlannedObject; change: DeclaredChange | null }>> {
  const section = input.document.declared[kind.kind];
  const desiredState = section ?? {};
  // Only kinds the document declares are pruned: a document about gateways says nothing about webhooks.
  const prunes = input.prune && section !== undefined;
  const names = [...new Set([...Object.keys(desiredState), ...Object.keys(live)])].sort();
  const planned = [];
  for (const name of names) {
    const desired = desiredState[name];
    const current = live[name];
    if (!desired && !prunes) {
      planned.push({ object: { kind: kind.kind, name, action: 'kept' as const, fields: [], secrets: [], refusal: null }, change: null });
      continue;
    }
    const change = changeOf(kind, name, current, desired, input.document);
    const action: PlanAction = change ? change.action : 'unchanged';
    const fields = desired ? fieldDiffs(current ?? null, desired).filter((diff) => change?.fields.includes(diff.field)) : [];
    const refusal = change ? await refusalOf(input, kind, change) : null;
    planned.push({ object: { kind: kind.kind, name, action, fields, secrets: Object.keys(change?.secrets ?? {}), refusal }, change });
  }
  return planned;
}

/** Creates and changes in the kinds' order (gateways first), then deletes in the reverse order. */
function inApplyOrder(changes: KindChange[]): KindChange[] {
  const upserts = changes.filter(({ change }) => change.action !== 'delete');
  const deletes = changes.filter(({ change }) => change.action === 'delete').reverse();
  return [...upserts, ...deletes];
}

/** What applying the document would do to each object, read-only, with the digest apply checks. */
export async function computePlan(input: PlanInput): Promise<Plan> {
  const kinds = [...input.kinds].sort((a, b) => a.order - b.order);
  const live = await liveState(kinds);
  const objects: PlannedObject[] = [];
  const changes: KindChange[] = [];
  for (const kind of kinds) {
    for (const { object, change } of await planKind(input, kind, live[kind.kind] ?? {})) {
      objects.push(object);
      if (change) changes.push({ kind, change });
    }
  }
  const summary = { create: 0, change: 0, unchanged: 0, delete: 0, kept: 0, refused: 0 };
  for (const object of objects) {
    summary[object.action] += 1;
    if (object.refusal) summary.refused += 1;
  }
  const plan_hash = digestOf({ live, declared: input.document.declared, secrets: input.document.secrets, prune: input.prune });
  return { json: { plan_hash, prune: input.prune, objects, summary }, changes: inApplyOrder(changes) };
}
