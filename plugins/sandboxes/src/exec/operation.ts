import { isProblem, OperationFailure, type AuditWriter, type OperationHandle } from '@portcullis/core';
import type { GatewayClientPool, GatewayScope } from '@portcullis/plugin-gateways';
import type { ExecBody } from './schema.ts';
import { runExec, type ExecResult } from './run.ts';

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

/** Audit `sandbox.exec` (spec: detail holds command, exit_code, status), written when the operation ends. */
function auditExec(work: ExecWork, outcome: { exit_code: number | null; status: string; error?: string }): Promise<void> {
  return work.audit.record({
    action: 'sandbox.exec', resourceType: 'sandbox', resourceId: work.sandbox, gateway: work.scope.gateway.name,
    detail: { command: work.body.command, exit_code: outcome.exit_code, status: outcome.status, workspace: work.scope.workspace, ...(outcome.error ? { error: outcome.error } : {}) },
  });
}

function errorCode(error: unknown): string {
  if (error instanceof OperationFailure || isProblem(error)) return error.code;
  return 'INTERNAL_ERROR';
}

export async function runExecOperation(work: ExecWork, handle: OperationHandle): Promise<ExecResult> {
  const timeout = work.body.timeout_seconds ?? work.defaultTimeoutSeconds;
  await handle.progress(10, `Running ${work.body.command[0]} in ${work.sandbox} (timeout ${timeout} s)`);
  try {
    const result = await runExec({
      clients: work.clients, scope: work.scope, sandbox: work.sandbox, maxOutputBytes: work.maxOutputBytes, signal: handle.signal,
      request: {
        sandbox_id: work.sandboxId, command: work.body.command, timeout_seconds: timeout, workdir: work.body.workdir ?? '',
        environment: work.body.environment, ...(work.body.stdin !== undefined ? { stdin: Buffer.from(work.body.stdin, 'utf8') } : {}),
      },
    });
    await auditExec(work, { exit_code: result.exit_code, status: 'succeeded' });
    return result;
  } catch (error) {
    // Cut short by a shutdown, the command may still have run: recorded as interrupted, never silently dropped.
    await auditExec(work, { exit_code: null, status: handle.signal.aborted ? 'interrupted' : 'failed', error: errorCode(error) });
    throw error;
  }
}
