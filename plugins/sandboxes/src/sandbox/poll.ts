import { setTimeout as sleep } from 'node:timers/promises';
import { type Clock, isProblem } from '@portcullis/core';
import type { GatewaySandbox, GatewayScope } from '@portcullis/plugin-gateways';
import { SANDBOX_NOT_FOUND, type Sandboxes } from './sandboxes.ts';

// Operations that wait for a sandbox to get somewhere (running after a create, gone after a delete) poll GetSandbox,
// backing off from 250 ms to 2 s like the upstream SDK (docs/openshell-0.0.md §b.2). A poll, unlike a WatchSandbox,
// holds nothing open between checks and never counts as a viewer's stream.
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 2000;
// Answers that say "try again": the gateway is briefly unreachable, slow, or rate limiting.
const TRANSIENT_STATUSES = new Set([429, 503, 504]);

export interface PollOptions {
  sandboxes: Sandboxes;
  clock: Clock;
  timeoutMs: number;
  signal: AbortSignal;
}

/**
 * What one look at the sandbox means: a value ends the wait, null keeps waiting, a throw ends the operation.
 * `sandbox` is null when the gateway no longer has one of that name.
 */
export type Verdict<T> = (sandbox: GatewaySandbox | null) => T | null;

/** The sandbox as the gateway has it now; null when it has none of that name, undefined when it could not say. */
async function look(scope: GatewayScope, name: string, options: PollOptions): Promise<GatewaySandbox | null | undefined> {
  try {
    return await options.sandboxes.fetch(scope, name, options.signal);
  } catch (error) {
    if (isProblem(error) && error.code === SANDBOX_NOT_FOUND) return null;
    if (isProblem(error) && TRANSIENT_STATUSES.has(error.status)) return undefined;
    throw error;
  }
}

/** Polls until `verdict` gives a value; `timedOut` is thrown once the deadline has passed. */
export async function pollSandbox<T>(scope: GatewayScope, name: string, options: PollOptions, verdict: Verdict<T>, timedOut: () => Error): Promise<T> {
  const deadline = options.clock.now() + options.timeoutMs;
  let delay = FIRST_DELAY_MS;
  for (;;) {
    const sandbox = await look(scope, name, options);
    const value = sandbox === undefined ? null : verdict(sandbox);
    if (value !== null) return value;
    if (options.clock.now() >= deadline) throw timedOut();
    await sleep(delay, undefined, { signal: options.signal });
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }
}
