import { OperationFailure } from '@portcullis/core';
import { type GatewayClientPool, type GatewayScope, GrpcStatus, isServiceError } from '@portcullis/plugin-gateways';
import type { ExecSandboxEvent__Output } from '@portcullis/proto/generated/openshell/v1/ExecSandboxEvent';
import type { ExecSandboxRequest } from '@portcullis/proto/generated/openshell/v1/ExecSandboxRequest';
import { SANDBOX_NOT_FOUND } from '../sandbox/sandboxes.ts';
import { CappedOutput } from './output.ts';

export interface ExecResult {
  exit_code: number;
  stdout: string;
  stderr: string;
  truncated: boolean;
}

export interface ExecCall {
  clients: GatewayClientPool;
  scope: GatewayScope;
  sandbox: string;
  request: ExecSandboxRequest;
  maxOutputBytes: number;
  signal: AbortSignal;
}

/** A failure of the stream as the operation reports it; the common refusal gets a message that says what to do. */
function failure(call: ExecCall, error: unknown): unknown {
  if (isServiceError(error) && error.code === GrpcStatus.FAILED_PRECONDITION && /not ready/i.test(error.details)) {
    return new OperationFailure(
      'SANDBOX_NOT_READY',
      `Sandbox ${call.sandbox} is not running, so it cannot run commands (the gateway answered: ${error.details}). Start it and try again.`,
    );
  }
  return call.clients.problemFor(call.scope.gateway.name, error, { notFound: SANDBOX_NOT_FOUND });
}

/**
 * Runs one ExecSandbox stream to its end: stdout and stderr chunks (each kept up to the cap), then exactly one
 * exit event. A stream that ends without the exit event is a failure (contract §b.3), never a silent success.
 */
export async function runExec(call: ExecCall): Promise<ExecResult> {
  const stream = await call.clients.serverStream(call.scope.gateway, 'ExecSandbox', call.request, {
    workspace: call.scope.workspace,
    notFound: SANDBOX_NOT_FOUND,
    signal: call.signal,
  });
  const stdout = new CappedOutput(call.maxOutputBytes);
  const stderr = new CappedOutput(call.maxOutputBytes);
  let exitCode: number | null = null;
  return new Promise<ExecResult>((resolve, reject) => {
    stream.on('data', (event: ExecSandboxEvent__Output) => {
      if (event.stdout) stdout.push(Buffer.from(event.stdout.data));
      else if (event.stderr) stderr.push(Buffer.from(event.stderr.data));
      else if (event.exit) exitCode = event.exit.exit_code;
    });
    stream.once('error', (error) => reject(failure(call, error)));
    stream.once('end', () => {
      if (exitCode === null) {
        reject(new OperationFailure('EXEC_INCOMPLETE', 'The command stream ended before the command reported an exit status.'));
        return;
      }
      resolve({ exit_code: exitCode, stdout: stdout.text(), stderr: stderr.text(), truncated: stdout.truncated || stderr.truncated });
    });
  });
}
