// ExecSandbox (contract §b.3, §f.4): stdout/stderr chunks then exactly one exit event; exit 124 on timeout without
// an error; UNAVAILABLE when the relay "drops" before an exit status.
import type * as grpc from '@grpc/grpc-js';
import type { ExecSandboxEvent } from '@portcullis/proto/generated/openshell/v1/ExecSandboxEvent';
import type { ExecSandboxRequest__Output } from '@portcullis/proto/generated/openshell/v1/ExecSandboxRequest';
import type { CommandTable } from '../exec/commands.ts';
import { validateExecRequest } from '../exec/validate.ts';
import type { OpenShellImpl } from '../grpc/bind.ts';
import { failedPrecondition, requireField } from '../grpc/errors.ts';
import { gatewayLine } from '../state/log-lines.ts';
import { PHASE } from '../state/types.ts';

export const TIMEOUT_EXIT_CODE = 124;

type ExecStream = grpc.ServerWritableStream<ExecSandboxRequest__Output, ExecSandboxEvent>;

export function execHandlers(commands: CommandTable): Pick<OpenShellImpl, 'ExecSandbox'> {
  return {
    ExecSandbox: async (request, ctx, stream) => {
      const sandboxId = requireField(request.sandbox_id, 'sandbox_id');
      validateExecRequest(request.command, request.workdir, request.environment);
      const record = ctx.gateway.sandboxes.requireById(sandboxId);
      ctx.requireSandboxAccess(record);
      if (record.phase !== PHASE.READY) throw failedPrecondition('sandbox is not ready');
      ctx.gateway.log(
        record,
        gatewayLine('grpc::exec', `ExecSandbox: exec session started (user: ${ctx.principal.subject || 'anonymous'}, argv0: ${request.command[0]})`),
      );
      const { command, args } = commands.resolve(request.command);
      const write = (event: ExecSandboxEvent) => {
        if (!stream.cancelled && !stream.writableEnded) stream.write(event);
      };
      const run = Promise.resolve(
        command({
          args,
          stdin: Buffer.from(request.stdin),
          environment: request.environment,
          workdir: request.workdir,
          stdout: (data) => write({ stdout: { data: Buffer.from(data) } }),
          // a PTY merges the streams: everything arrives as stdout
          stderr: (data) => write(request.tty ? { stdout: { data: Buffer.from(data) } } : { stderr: { data: Buffer.from(data) } }),
          sleep: (ms) => ctx.gateway.scheduler.sleep(ms),
        }),
      );
      const exitCode = await withTimeout(run, request.timeout_seconds, ctx.gateway.scheduler.sleep.bind(ctx.gateway.scheduler));
      write({ exit: { exit_code: exitCode } });
      endStream(stream);
    },
  };
}

/** timeout_seconds > 0 caps the run; the gateway then reports exit 124 and ends the stream normally. */
function withTimeout(run: Promise<number>, timeoutSeconds: number, sleep: (ms: number) => Promise<void>): Promise<number> {
  if (timeoutSeconds <= 0) return run;
  return Promise.race([run, sleep(timeoutSeconds * 1000).then(() => TIMEOUT_EXIT_CODE)]);
}

function endStream(stream: ExecStream): void {
  if (!stream.cancelled && !stream.writableEnded) stream.end();
}
