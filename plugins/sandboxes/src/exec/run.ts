import { isProblem, OperationFailure } from '@portcullis/core';
import type { ExecEvent, ExecRequest, GatewayApi, GatewayScope, SandboxTarget } from '@portcullis/plugin-gateways';
import { CappedOutput } from './output.ts';

export interface ExecResult {
  exit_code: number;
  stdout: string;
  stderr: string;
  truncated: boolean;
}

export interface ExecCall {
  gateways: GatewayApi;
  scope: GatewayScope;
  target: SandboxTarget;
  request: ExecRequest;
  requestId: string;
  maxOutputBytes: number;
  signal: AbortSignal;
}

/** A failure of the stream as the operation reports it; the common refusal gets a message that says what to do. */
function failure(call: ExecCall, error: unknown): unknown {
  if (isProblem(error) && error.extensions.grpc_status === 'FAILED_PRECONDITION' && /not ready/i.test(error.detail)) {
    return new OperationFailure(
      'SANDBOX_NOT_READY',
      `Sandbox ${call.target.name} is not running, so it cannot run commands (the gateway answered: ${error.detail}). Start it and try again.`,
    );
  }
  return error;
}

/**
 * Runs one ExecSandbox stream to its end: stdout and stderr chunks (each kept up to the cap), then exactly one
 * exit event. A stream that ends without the exit event is a failure (docs/openshell-0.0.md §b.3), never a silent
 * success.
 */
export async function runExec(call: ExecCall): Promise<ExecResult> {
  const stream = await call.gateways.sandboxes.exec(call.scope, call.target, call.request, { signal: call.signal, requestId: call.requestId });
  const stdout = new CappedOutput(call.maxOutputBytes);
  const stderr = new CappedOutput(call.maxOutputBytes);
  let exitCode: number | null = null;
  return new Promise<ExecResult>((resolve, reject) => {
    stream.on('data', (event: ExecEvent) => {
      if (event.kind === 'stdout') stdout.push(event.data);
      else if (event.kind === 'stderr') stderr.push(event.data);
      else exitCode = event.exitCode;
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
