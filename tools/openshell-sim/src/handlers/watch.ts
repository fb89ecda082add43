// WatchSandbox (contract §b.6, §f.6): snapshot first, then the log tail, then the event tail, then live items.

import type { OpenShellImpl } from '../grpc/bind.ts';
import { requireField } from '../grpc/errors.ts';
import { selectLogs } from '../state/log-filter.ts';
import { toWire } from '../state/sandboxes.ts';
import { PHASE } from '../state/types.ts';
import { WatchSubscription } from './watch-subscription.ts';

const DEFAULT_LOG_TAIL = 200;

export function watchHandlers(): Pick<OpenShellImpl, 'WatchSandbox'> {
  return {
    WatchSandbox: async (request, ctx, stream) => {
      const { gateway } = ctx;
      const record = gateway.sandboxes.requireById(requireField(request.id, 'id'));
      ctx.requireSandboxAccess(record);
      const subscription = new WatchSubscription(stream, request, gateway.options.watchBufferSize);
      subscription.send({ sandbox: toWire(record) });
      // upstream ends at once when the first snapshot is already READY, before any tail
      if (request.stop_on_terminal && record.phase === PHASE.READY) {
        subscription.finish();
        return;
      }
      if (request.follow_logs) {
        const { logs } = selectLogs(gateway.logs.ring(record.id), {
          lines: request.log_tail_lines || DEFAULT_LOG_TAIL,
          sinceMs: request.log_since_ms,
          sources: request.log_sources,
          minLevel: request.log_min_level,
        });
        for (const line of logs) subscription.send({ log: line });
      }
      if (request.follow_events && request.event_tail > 0) {
        for (const event of record.events.slice(-request.event_tail)) subscription.send({ event });
      }
      subscription.whenClosed(gateway.watch.subscribe(record.id, subscription));
    },
  };
}
