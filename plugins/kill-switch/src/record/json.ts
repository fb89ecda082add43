import { z } from 'zod';
import { OWNERS, type SandboxRef } from '../owners.ts';
import type { SwitchRecord } from './store.ts';

// GET .../kill-switch: the spec's kill-switch entry (the providers detached and `engaged_by`), plus who holds it
// now and how far a transition got. A sandbox without a record answers `released`.

export const SWITCH_STATES = ['released', 'engaging', 'engaged', 'failed', 'releasing'] as const;

export const killSwitchJsonSchema = z.object({
  gateway: z.string(),
  workspace: z.string(),
  sandbox: z.string(),
  /** True while the providers are (being) detached. */
  engaged: z.boolean(),
  state: z.enum(SWITCH_STATES),
  engaged_by: z.enum(OWNERS).nullable(),
  holders: z.array(z.enum(OWNERS)),
  /** Recorded before anything is detached; exactly these are re-attached. */
  providers: z.array(z.string()),
  engaged_at: z.string().nullable(),
  engaged_actor: z.string().nullable(),
  /** Providers whose detach (or re-attach) the gateway has not confirmed yet (gateways with receipts: OpenShell 0.1). */
  pending: z.array(z.string()),
  /** Why the transition is not confirmed: the gateway did not say revoked (or ready) in time. */
  failure: z.string().nullable(),
});

export type KillSwitchJson = z.output<typeof killSwitchJsonSchema>;

export function killSwitchJson(ref: SandboxRef, record: SwitchRecord | null): KillSwitchJson {
  const base = { gateway: ref.gateway, workspace: ref.workspace, sandbox: ref.sandbox };
  if (!record)
    return {
      ...base,
      engaged: false,
      state: 'released',
      engaged_by: null,
      holders: [],
      providers: [],
      engaged_at: null,
      engaged_actor: null,
      pending: [],
      failure: null,
    };
  return {
    ...base,
    engaged: record.state !== 'releasing',
    state: record.state,
    engaged_by: record.engagedBy,
    holders: [...record.holders],
    providers: [...(record.providers ?? [])],
    engaged_at: record.engagedAt.toISOString(),
    engaged_actor: record.engagedActor,
    pending: record.state === 'engaged' ? [] : Object.keys(record.receipts ?? {}),
    failure: record.failure,
  };
}
