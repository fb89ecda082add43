// Running one command in a READY sandbox (docs/openshell-0.0.md §b.3, §f.4): the audit line, stdout/stderr chunks
// through the command table, and the exit code, 124 when the timeout ends it first. Both wire lines run this; they
// differ in how they name the sandbox and give the timeout.
import type { ExecSandboxEvent } from '@portcullis/proto/generated/openshell/v1/ExecSandboxEvent';
import { failedPrecondition } from '../grpc/errors.ts';
import type { CallContext } from '../grpc/pipeline.ts';
import { gatewayLine } from '../state/log-lines.ts';
import type { SandboxRecord } from '../state/types.ts';
import { PHASE } from '../state/types.ts';
import type { CommandTable } from './commands.ts';

export const TIMEOUT_EXIT_CODE = 124;

export interface ExecInput {
  command: string[];
  workdir: string;
  environment: Record<string, string>;
  stdin: Buffer;
  tty: boolean;
  /** 0: no server-side timeout. */
  timeoutMs: number;
}

export interface ExecOutcome {
  exitCode: number;
  /** Settles when the command itself finishes: after the exit event when a timeout ended the stream first. */
  commandSettled: Promise<unknown>;
}

export async function runExec(
  ctx: CallContext,
  commands: CommandTable,
  record: SandboxRecord,
  input: ExecInput,
  write: (event: ExecSandboxEvent) => void,
): Promise<ExecOutcome> {
  if (record.phase !== PHASE.READY) throw failedPrecondition('sandbox is not ready');
  ctx.gateway.log(
    record,
    gatewayLine('grpc::exec', `ExecSandbox: exec session started (user: ${ctx.principal.subject || 'anonymous'}, argv0: ${input.command[0]})`),
  );
  const { command, args } = commands.resolve(input.command);
  const run = Promise.resolve(
    command({
      args,
      stdin: input.stdin,
      environment: input.environment,
      workdir: input.workdir,
      stdout: (data) => write({ stdout: { data: Buffer.from(data) } }),
      // a PTY merges the streams: everything arrives as stdout
      stderr: (data) => write(input.tty ? { stdout: { data: Buffer.from(data) } } : { stderr: { data: Buffer.from(data) } }),
      sleep: (ms) => ctx.gateway.scheduler.sleep(ms),
    }),
  );
  const commandSettled = run.catch(() => undefined);
  if (input.timeoutMs <= 0) return { exitCode: await run, commandSettled };
  // the gateway then reports exit 124 and ends the stream normally
  const timedOut = ctx.gateway.scheduler.sleep(input.timeoutMs).then(() => TIMEOUT_EXIT_CODE);
  return { exitCode: await Promise.race([run, timedOut]), commandSettled };
}
