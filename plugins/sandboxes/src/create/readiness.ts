import { setTimeout as sleep } from 'node:timers/promises';
import { isProblem, OperationFailure, type Clock } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { Sandbox__Output } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import { failureCondition } from '../sandbox/json.ts';
import { SANDBOX_NOT_FOUND, type Sandboxes } from '../sandbox/sandboxes.ts';
import { phaseName, stateOf } from '../sandbox/state.ts';

// Readiness is polled with GetSandbox, backing off from 250 ms to 2 s like the upstream SDK (contract §b.2). A
// poll, unlike a WatchSandbox, holds nothing open between checks and never counts as a viewer's stream.
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 2000;
// Answers that say "try again": the gateway is briefly unreachable, slow, or rate limiting.
const TRANSIENT_STATUSES = new Set([429, 503, 504]);

export interface ReadinessOptions {
  sandboxes: Sandboxes;
  clock: Clock;
  timeoutMs: number;
  signal: AbortSignal;
}

function errorMessage(name: string, sandbox: Sandbox__Output): string {
  const condition = failureCondition(sandbox);
  const why = condition ? `${condition.reason}${condition.message ? `: ${condition.message}` : ''}` : 'no reason given';
  const exit = typeof sandbox.status?.exit_code === 'number' ? ` (exit code ${sandbox.status.exit_code})` : '';
  return `Sandbox ${name} failed on the gateway: ${why}${exit}.`;
}

/** One look at the sandbox: null while it is still on its way, the record once READY; throws on a dead end. */
async function check(scope: GatewayScope, name: string, options: ReadinessOptions): Promise<Sandbox__Output | null> {
  let sandbox: Sandbox__Output;
  try {
    sandbox = await options.sandboxes.fetch(scope, name, options.signal);
  } catch (error) {
    if (isProblem(error) && error.code === SANDBOX_NOT_FOUND) throw new OperationFailure('SANDBOX_GONE', `Sandbox ${name} was deleted before it became ready.`);
    if (isProblem(error) && TRANSIENT_STATUSES.has(error.status)) return null;
    throw error;
  }
  const phase = phaseName(sandbox.status?.phase);
  if (phase === 'READY') return sandbox;
  const state = stateOf(phase);
  if (state === 'error') throw new OperationFailure('SANDBOX_FAILED', errorMessage(name, sandbox));
  if (state === 'stopped') throw new OperationFailure('SANDBOX_STOPPED', `Sandbox ${name} was stopped or deleted (phase ${phase}) before it became ready.`);
  return null;
}

/** Waits until the sandbox is READY; fails with the gateway's reason on ERROR, or SANDBOX_READY_TIMEOUT. */
export async function waitUntilRunning(scope: GatewayScope, name: string, options: ReadinessOptions): Promise<Sandbox__Output> {
  const deadline = options.clock.now() + options.timeoutMs;
  let delay = FIRST_DELAY_MS;
  for (;;) {
    const ready = await check(scope, name, options);
    if (ready) return ready;
    if (options.clock.now() >= deadline) {
      throw new OperationFailure('SANDBOX_READY_TIMEOUT', `Sandbox ${name} was not running after ${Math.round(options.timeoutMs / 1000)} s; it is left as it is on the gateway.`);
    }
    await sleep(delay, undefined, { signal: options.signal });
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }
}
