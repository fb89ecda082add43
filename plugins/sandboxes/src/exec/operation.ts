import { type AuditInput, type AuditWriter, OperationFailure, type OperationHandle } from '@portcullis/core';
import type { GatewayApi, GatewayScope } from '@portcullis/plugin-gateways';
import { type ExecResult, runExec } from './run.ts';
import type { ExecBody } from './schema.ts';

export interface ExecWork {
  gateways: GatewayApi;
  audit: AuditWriter;
  scope: GatewayScope;
  sandbox: string;
  sandboxId: string;
  body: ExecBody;
  defaultTimeoutSeconds: number;
  maxOutputBytes: number;
  /** Sent with the command so the gateway runs it at most once (docs/wire-lines.md); default: the operation's id. */
  requestId: string | null;
}

function intentOf(work: ExecWork, operationId: string): AuditInput {
  return {
    action: 'sandbox.exec',
    resourceType: 'sandbox',
    resourceId: work.sandbox,
    gateway: work.scope.gateway.name,
    detail: { command: work.body.command, workspace: work.scope.workspace, operation_id: operationId },
  };
}

/**
 * Audit `sandbox.exec` (spec: detail holds command, exit_code, status), write-ahead: the intent with the command
 * commits before the stream opens; the outcome adds exit_code and status. A sandbox that is not running refused the
 * command; any other failure, or a shutdown cutting it short, may have come after it ran.
 */
export async function runExecOperation(work: ExecWork, handle: OperationHandle): Promise<ExecResult> {
  const timeout = work.body.timeout_seconds ?? work.defaultTimeoutSeconds;
  await handle.progress(10, `Running ${work.body.command[0]} in ${work.sandbox} (timeout ${timeout} s)`);
  return work.audit.effect(
    intentOf(work, handle.id),
    () =>
      runExec({
        gateways: work.gateways,
        scope: work.scope,
        target: { name: work.sandbox, id: work.sandboxId },
        maxOutputBytes: work.maxOutputBytes,
        signal: handle.signal,
        requestId: work.requestId ?? handle.id,
        request: {
          command: work.body.command,
          timeoutSeconds: timeout,
          ...(work.body.workdir !== undefined ? { workdir: work.body.workdir } : {}),
          environment: work.body.environment,
          ...(work.body.stdin !== undefined ? { stdin: Buffer.from(work.body.stdin, 'utf8') } : {}),
        },
      }),
    {
      outcome: (result) => ({ exit_code: result.exit_code, status: 'succeeded' }),
      failure: (error) => {
        const interrupted = handle.signal.aborted;
        const refused = error instanceof OperationFailure && error.code === 'SANDBOX_NOT_READY';
        return {
          detail: { exit_code: null, status: interrupted ? 'interrupted' : 'failed' },
          ...(interrupted ? { outcome: 'unknown' } : refused ? { outcome: 'failed' } : {}),
        };
      },
    },
  );
}
