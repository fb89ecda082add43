// Exec, SSH sessions, logs and watch on the 0.1 line: the sandbox is named, not given by UUID (a UUID is looked up as
// a name: NOT_FOUND); times are Timestamps and Durations; exec takes request_id (a retry never relaunches or replays
// output) and execution_timeout; watch streams carry cursors and resume after one; a stop_on_terminal watch ends on
// READY, COMPLETED, STOPPED or ERROR.
import type { SandboxLogLine } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxLogLine';
import type { SandboxStreamEvent } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxStreamEvent';
import type { CommandTable } from '../../exec/commands.ts';
import { runExec } from '../../exec/run-exec.ts';
import { validateExecRequest } from '../../exec/validate.ts';
import { requireField } from '../../grpc/errors.ts';
import { execWriter } from '../../handlers/exec.ts';
import { sshHandlers } from '../../handlers/ssh.ts';
import { selectLogs } from '../../state/log-filter.ts';
import { LOG_RING_SIZE } from '../../state/logs.ts';
import type { Phase } from '../../state/types.ts';
import { PHASE } from '../../state/types.ts';
import { openWatch } from '../../watch/open-watch.ts';
import type { WatchFormat } from '../../watch/options.ts';
import type { CallContext01 } from '../context.ts';
import { to01 } from '../convert.ts';
import { sandboxTo01 } from '../objects.ts';
import { toMillis } from '../time.ts';
import { decodeCursor, encodeCursor } from '../watch-cursor.ts';
import { DELETION } from './deletion.ts';
import { sandboxOf } from './sandboxes.ts';
import type { Handlers01 } from './types.ts';

const DEFAULT_LOG_TAIL = 200;
const TERMINAL_01: ReadonlySet<Phase> = new Set([PHASE.READY, PHASE.COMPLETED, PHASE.STOPPED, PHASE.ERROR]);
const ssh = sshHandlers();

const logLine01 = (line: unknown) => to01<SandboxLogLine>('openshell.v1.SandboxLogLine', line);

function watchFormat(ctx: CallContext01): WatchFormat<SandboxStreamEvent> {
  const { gateway } = ctx;
  return {
    sandbox: (snapshot, record) => ({ sandbox: sandboxTo01(gateway, record, snapshot), cursor: '' }),
    log: (entry) => ({ log: logLine01(entry.line), cursor: encodeCursor(gateway.sequence, entry.seq) }),
    event: (entry) => ({ event: to01('openshell.v1.PlatformEvent', entry.event), cursor: encodeCursor(gateway.sequence, entry.seq) }),
  };
}

export function sandboxIoHandlers01(
  commands: CommandTable,
): Handlers01<'ExecSandbox' | 'CreateSshSession' | 'RevokeSshSession' | 'GetSandboxLogs' | 'WatchSandbox'> {
  return {
    ExecSandbox: async (request, ctx, stream) => {
      const name = requireField(request.sandbox, 'sandbox');
      validateExecRequest(request.command, request.workdir, request.environment);
      const record = sandboxOf(ctx, name);
      const admission = ctx.admissions.stream(ctx, request as never);
      const out = execWriter(stream);
      const input = {
        command: request.command,
        workdir: request.workdir,
        environment: request.environment,
        stdin: Buffer.from(request.stdin),
        tty: request.tty,
        timeoutMs: toMillis(request.execution_timeout),
      };
      const { exitCode, commandSettled } = await runExec(ctx, commands, record, input, out.write);
      // a timed-out command may still run: its request_id stays unresolved until it ends
      void commandSettled.then(() => admission.settled());
      out.write({ exit: { exit_code: exitCode } });
      out.end();
    },
    CreateSshSession: async (request, ctx) => {
      const record = sandboxOf(ctx, request.sandbox);
      return to01('openshell.v1.CreateSshSessionResponse', await ssh.CreateSshSession({ sandbox_id: record.id, workspace: record.workspace } as never, ctx));
    },
    RevokeSshSession: (request, ctx) => {
      const token = requireField(request.token, 'token');
      if (!ctx.gateway.ssh.has(token)) return DELETION.missing(request.allow_missing, 'ssh session not found');
      ctx.gateway.ssh.revoke(token);
      return { outcome: DELETION.COMPLETED };
    },
    GetSandboxLogs: (request, ctx) => {
      const record = sandboxOf(ctx, request.sandbox);
      const { entries, bufferTotal } = selectLogs(ctx.gateway.logs.ring(record.id), {
        lines: request.lines || LOG_RING_SIZE,
        sinceMs: toMillis(request.since_time),
        sources: request.sources,
        minLevel: request.min_level,
      });
      return { logs: entries.map((entry) => logLine01(entry.line)), buffer_total: bufferTotal };
    },
    WatchSandbox: async (request, ctx, stream) => {
      const record = sandboxOf(ctx, request.sandbox);
      const resumeAfter = request.resume_after_cursor ? decodeCursor(ctx.gateway.sequence, request.resume_after_cursor) : undefined;
      const options = {
        followStatus: request.follow_status,
        followLogs: request.follow_logs,
        followEvents: request.follow_events,
        logTailLines: request.log_tail_lines || DEFAULT_LOG_TAIL,
        eventTail: request.event_tail,
        stopOnTerminal: request.stop_on_terminal,
        terminalPhases: TERMINAL_01,
        logFilter: { sinceMs: toMillis(request.since_time), sources: request.log_sources, minLevel: request.log_min_level },
        resumeAfter,
      };
      openWatch(ctx.gateway, record, options, stream as never, watchFormat(ctx));
    },
  };
}
