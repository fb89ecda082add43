import { type AuditInput, type AuditWriter, OperationFailure, type OperationHandle } from '@portcullis/core';
import type { GatewayClientPool, GatewayScope } from '@portcullis/plugin-gateways';
import { type ExecResult, runExec } from './run.ts';
import type { ExecBody } from './schema.ts';

export interface ExecWork {
  clients: GatewayClientPool;
  audit: AuditWriter;
  scope: GatewayScope;
  sandbox: string;
  sandboxId: string;
  body: ExecBody;
  defaultTimeoutSeconds: number;
  maxOutputBytes: number;
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
  const effect = await work.audit.intend(intentOf(work, handle.id));
  try {
    const result = await runExec({
      clients: work.clients,
      scope: work.scope,
      sandbox: work.sandbox,
      maxOutputBytes: work.maxOutputBytes,
      signal: handle.signal,
      request: {
        sandbox_id: work.sandboxId,
        command: work.body.command,
        timeout_seconds: timeout,
        workdir: work.body.workdir ?? '',
        environment: work.body.environment,
        ...(work.body.stdin !== undefined ? { stdin: Buffer.from(work.body.stdin, 'utf8') } : {}),
      },
    });
    await effect.succeeded({ exit_code: result.exit_code, status: 'succeeded' });
    return result;
  } catch (error) {
    const interrupted = handle.signal.aborted;
    const refused = error instanceof OperationFailure && error.code === 'SANDBOX_NOT_READY';
    await effect.failed(error, { exit_code: null, status: interrupted ? 'interrupted' : 'failed' }, interrupted ? 'unknown' : refused ? 'failed' : undefined);
    throw error;
  }
}
