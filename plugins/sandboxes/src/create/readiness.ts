import { OperationFailure } from '@portcullis/core';
import type { GatewaySandbox, GatewayScope } from '@portcullis/plugin-gateways';
import { failureCondition, notReadyOf } from '../sandbox/json.ts';
import { type PollOptions, pollSandbox } from '../sandbox/poll.ts';
import { stateOf } from '../sandbox/state.ts';

function errorMessage(name: string, sandbox: GatewaySandbox): string {
  const condition = failureCondition(sandbox);
  const why = condition ? `${condition.reason}${condition.message ? `: ${condition.message}` : ''}` : (notReadyOf(sandbox)?.reason ?? 'no reason given');
  const exit = sandbox.exitCode !== null ? ` (exit code ${sandbox.exitCode})` : '';
  return `Sandbox ${name} failed on the gateway: ${why}${exit}.`;
}

const gone = (name: string) => new OperationFailure('SANDBOX_GONE', `Sandbox ${name} was deleted before it became ready.`);

/** One look at the sandbox: null while it is still on its way, the record once READY; throws on a dead end. */
function readiness(name: string): (sandbox: GatewaySandbox | null) => GatewaySandbox | null {
  return (sandbox) => {
    if (!sandbox) throw gone(name);
    const { phase } = sandbox;
    switch (stateOf(phase)) {
      case 'running':
        return sandbox;
      case 'creating':
        // A configuration the gateway refused holds the sandbox in provisioning until someone fixes it: say so now.
        if (sandbox.admission?.state === 'rejected') {
          const why = sandbox.admission.error ?? 'no reason given';
          throw new OperationFailure(
            'SANDBOX_CONFIGURATION_REJECTED',
            `Sandbox ${name} is held in provisioning: the gateway rejected its configuration (configuration rejected: ${why}). Fix the policy or providers, or delete it.`,
          );
        }
        return null;
      case 'deleting':
        throw gone(name);
      case 'stopped':
        throw new OperationFailure('SANDBOX_STOPPED', `Sandbox ${name} was stopped (phase ${phase}) before it became ready.`);
      case 'completed':
        throw new OperationFailure('SANDBOX_COMPLETED', `Sandbox ${name} ran its main process to completion (exit code 0) before it was seen running.`);
      case 'error':
        throw new OperationFailure('SANDBOX_FAILED', errorMessage(name, sandbox));
    }
  };
}

/** Waits until the sandbox is READY; fails with the gateway's reason on ERROR, or SANDBOX_READY_TIMEOUT. */
export function waitUntilRunning(scope: GatewayScope, name: string, options: PollOptions): Promise<GatewaySandbox> {
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
