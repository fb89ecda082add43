import type { DeclarableKind } from '@portcullis/core';
import { z } from 'zod';
import type { DeclaredState } from './document.ts';
import { fieldDiffSchema, fieldDiffs, liveState } from './plan.ts';

export const driftedObjectSchema = z.object({
  kind: z.string(),
  name: z.string(),
  /** `changed`: fields differ from the document; `missing`: declared but gone; `extra`: not declared, in a kind applied with prune. */
  state: z.enum(['changed', 'missing', 'extra']),
  fields: z.array(fieldDiffSchema),
});
export type DriftedObject = z.output<typeof driftedObjectSchema>;

/** Where the live state left the applied document, object by object (kinds the document declared only). */
export async function driftOf(kinds: readonly DeclarableKind[], declared: DeclaredState, prune: boolean): Promise<DriftedObject[]> {
  const known = kinds.filter((kind) => declared[kind.kind] !== undefined);
  const live = await liveState(known);
  const drifted: DriftedObject[] = [];
  for (const kind of known) {
    const desiredState = declared[kind.kind]!;
    const current = live[kind.kind]!;
    for (const name of Object.keys(desiredState).sort()) {
      const now = current[name];
      if (!now) {
        drifted.push({ kind: kind.kind, name, state: 'missing', fields: [] });
        continue;
      }
      const fields = fieldDiffs(desiredState[name]!, now).filter((diff) => diff.field in desiredState[name]!);
      if (fields.length > 0) drifted.push({ kind: kind.kind, name, state: 'changed', fields: fields.map(({ field, from, to }) => ({ field, from, to })) });
    }
    if (!prune) continue;
    for (const name of Object.keys(current).sort()) if (!desiredState[name]) drifted.push({ kind: kind.kind, name, state: 'extra', fields: [] });
  }
  return drifted;
}
