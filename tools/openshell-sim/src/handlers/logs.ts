// GetSandboxLogs (docs/openshell-0.0.md §b.5): the last `lines` ring entries, then since/source/level filters.

import type { OpenShellImpl } from '../grpc/bind.ts';
import { requireField } from '../grpc/errors.ts';
import { selectLogs } from '../state/log-filter.ts';
import { LOG_RING_SIZE } from '../state/logs.ts';

export function logHandlers(): Pick<OpenShellImpl, 'GetSandboxLogs'> {
  return {
    GetSandboxLogs: (request, ctx) => {
      const record = ctx.gateway.sandboxes.requireById(requireField(request.sandbox_id, 'sandbox_id'));
      ctx.requireSandboxAccess(record);
      const { entries, bufferTotal } = selectLogs(ctx.gateway.logs.ring(record.id), {
        lines: request.lines || LOG_RING_SIZE,
        sinceMs: request.since_ms,
        sources: request.sources,
        minLevel: request.min_level,
      });
      return { logs: entries.map((entry) => entry.line), buffer_total: bufferTotal };
    },
  };
}
