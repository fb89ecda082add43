// ExecSandbox on the 0.0 line (docs/openshell-0.0.md §b.3, §f.4): the sandbox by UUID, `timeout_seconds`; stdout/stderr
// chunks then exactly one exit event; UNAVAILABLE when the relay "drops" before an exit status (run-exec.ts runs it).
import type * as grpc from '@grpc/grpc-js';
import type { ExecSandboxEvent } from '@portcullis/proto/generated/openshell/v1/ExecSandboxEvent';
import type { CommandTable } from '../exec/commands.ts';
import { runExec } from '../exec/run-exec.ts';
import { validateExecRequest } from '../exec/validate.ts';
import type { OpenShellImpl } from '../grpc/bind.ts';
import { requireField } from '../grpc/errors.ts';

/** Writes unless the client went away; ends the stream once. */
export function execWriter(stream: grpc.ServerWritableStream<unknown, ExecSandboxEvent>) {
  return {
    write(event: ExecSandboxEvent): void {
      if (!stream.cancelled && !stream.writableEnded) stream.write(event);
    },
    end(): void {
      if (!stream.cancelled && !stream.writableEnded) stream.end();
    },
  };
}

export function execHandlers(commands: CommandTable): Pick<OpenShellImpl, 'ExecSandbox'> {
  return {
    ExecSandbox: async (request, ctx, stream) => {
      const sandboxId = requireField(request.sandbox_id, 'sandbox_id');
      validateExecRequest(request.command, request.workdir, request.environment);
      const record = ctx.gateway.sandboxes.requireById(sandboxId);
      ctx.requireSandboxAccess(record);
      const out = execWriter(stream);
      const input = {
        command: request.command,
        workdir: request.workdir,
        environment: request.environment,
        stdin: Buffer.from(request.stdin),
        tty: request.tty,
        timeoutMs: request.timeout_seconds * 1000,
      };
      const { exitCode } = await runExec(ctx, commands, record, input, out.write);
      out.write({ exit: { exit_code: exitCode } });
      out.end();
    },
  };
}
