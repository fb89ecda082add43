import { OperationFailure } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { Sandbox__Output } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import { failureCondition } from '../sandbox/json.ts';
import { type PollOptions, pollSandbox } from '../sandbox/poll.ts';
import { phaseName, stateOf } from '../sandbox/state.ts';

function errorMessage(name: string, sandbox: Sandbox__Output): string {
  const condition = failureCondition(sandbox);
  const why = condition ? `${condition.reason}${condition.message ? `: ${condition.message}` : ''}` : 'no reason given';
  const exit = typeof sandbox.status?.exit_code === 'number' ? ` (exit code ${sandbox.status.exit_code})` : '';
  return `Sandbox ${name} failed on the gateway: ${why}${exit}.`;
}

const gone = (name: string) => new OperationFailure('SANDBOX_GONE', `Sandbox ${name} was deleted before it became ready.`);

/** One look at the sandbox: null while it is still on its way, the record once READY; throws on a dead end. */
function readiness(name: string): (sandbox: Sandbox__Output | null) => Sandbox__Output | null {
  return (sandbox) => {
    if (!sandbox) throw gone(name);
    const phase = phaseName(sandbox.status?.phase);
    switch (stateOf(phase)) {
      case 'running':
        return sandbox;
      case 'creating':
        return null;
      case 'deleting':
        throw gone(name);
      case 'stopped':
        throw new OperationFailure('SANDBOX_STOPPED', `Sandbox ${name} was stopped (phase ${phase}) before it became ready.`);
      case 'error':
        throw new OperationFailure('SANDBOX_FAILED', errorMessage(name, sandbox));
    }
  };
}

/** Waits until the sandbox is READY; fails with the gateway's reason on ERROR, or SANDBOX_READY_TIMEOUT. */
export function waitUntilRunning(scope: GatewayScope, name: string, options: PollOptions): Promise<Sandbox__Output> {
  return pollSandbox(
    scope,
    name,
    options,
    readiness(name),
    () =>
      new OperationFailure(
        'SANDBOX_READY_TIMEOUT',
        `Sandbox ${name} was not running after ${Math.round(options.timeoutMs / 1000)} s; it is left as it is on the gateway.`,
      ),
  );
}
