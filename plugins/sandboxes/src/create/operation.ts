import { type Clock, isProblem, OperationFailure, type OperationHandle } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { PolicyPresets } from '../optional-services.ts';
import type { SandboxJson } from '../sandbox/json.ts';
import type { Sandboxes } from '../sandbox/sandboxes.ts';
import { waitUntilRunning } from './readiness.ts';

export interface CreateWork {
  scope: GatewayScope;
  name: string;
  presets: string[];
  sandboxes: Sandboxes;
  /** Null when the policies plugin is not enabled: presets are then reported as skipped. */
  policyPresets: PolicyPresets | null;
  clock: Clock;
  readyTimeoutMs: number;
}

export interface CreateResult {
  sandbox: SandboxJson;
  presets_applied: string[];
  presets_skipped: string[];
}

async function applyPresets(work: CreateWork, handle: OperationHandle, presets: PolicyPresets): Promise<string[]> {
  const applied: string[] = [];
  for (const [index, preset] of work.presets.entries()) {
    await handle.progress(60 + Math.round((30 * index) / work.presets.length), `Applying preset ${preset}`);
    try {
      await presets.apply(work.scope, work.name, preset);
    } catch (error) {
      const reason = isProblem(error) ? error.detail : (error as Error).message;
      throw new OperationFailure(
        'PRESET_APPLY_FAILED',
        `Sandbox ${work.name} is running, but preset ${preset} could not be applied${applied.length ? ` (applied: ${applied.join(', ')})` : ''}: ${reason}`,
      );
    }
    applied.push(preset);
  }
  return applied;
}

/** The create operation after CreateSandbox answered: running, then presets, then the final snapshot. */
export async function runCreate(work: CreateWork, handle: OperationHandle): Promise<CreateResult> {
  await handle.progress(10, `Sandbox ${work.name} created on gateway ${work.scope.gateway.name}; waiting until it runs`);
  await waitUntilRunning(work.scope, work.name, { sandboxes: work.sandboxes, clock: work.clock, timeoutMs: work.readyTimeoutMs, signal: handle.signal });
  const skipped = work.policyPresets ? [] : work.presets;
  await handle.progress(60, skipped.length > 0 ? 'Running; presets skipped: the policies plugin is not enabled' : 'Running');
  const applied = work.policyPresets && work.presets.length > 0 ? await applyPresets(work, handle, work.policyPresets) : [];
  if (applied.length > 0) await handle.progress(95, `Presets applied: ${applied.join(', ')}`);
  return { sandbox: await work.sandboxes.get(work.scope, work.name, handle.signal), presets_applied: applied, presets_skipped: skipped };
}
