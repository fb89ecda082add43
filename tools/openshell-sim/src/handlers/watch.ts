// WatchSandbox on the 0.0 line (docs/openshell-0.0.md §b.6, §f.6): the sandbox by UUID, READY alone ends a
// stop_on_terminal stream, the log tail filtered by `log_since_ms`; the order itself is open-watch.ts's.

import type { SandboxStreamEvent } from '@portcullis/proto/generated/openshell/v1/SandboxStreamEvent';
import type { OpenShellImpl } from '../grpc/bind.ts';
import { requireField } from '../grpc/errors.ts';
import { PHASE } from '../state/types.ts';
import { openWatch } from '../watch/open-watch.ts';
import type { WatchFormat } from '../watch/options.ts';

const DEFAULT_LOG_TAIL = 200;
const READY_ONLY = new Set([PHASE.READY]);

const FORMAT_00: WatchFormat<SandboxStreamEvent> = {
  sandbox: (sandbox) => ({ sandbox }),
  log: (entry) => ({ log: entry.line }),
  event: (entry) => ({ event: entry.event }),
};

export function watchHandlers(): Pick<OpenShellImpl, 'WatchSandbox'> {
  return {
    WatchSandbox: async (request, ctx, stream) => {
      const record = ctx.gateway.sandboxes.requireById(requireField(request.id, 'id'));
      ctx.requireSandboxAccess(record);
      const options = {
        followStatus: request.follow_status,
        followLogs: request.follow_logs,
        followEvents: request.follow_events,
        logTailLines: request.log_tail_lines || DEFAULT_LOG_TAIL,
        eventTail: request.event_tail,
        stopOnTerminal: request.stop_on_terminal,
        terminalPhases: READY_ONLY,
        logFilter: { sinceMs: request.log_since_ms, sources: request.log_sources, minLevel: request.log_min_level },
        resumeAfter: undefined,
      };
      openWatch(ctx.gateway, record, options, stream, FORMAT_00);
    },
  };
}
