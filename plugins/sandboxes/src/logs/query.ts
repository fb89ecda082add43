import { pagingQueryShape } from '@portcullis/core';
import { type LogLine, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';

// GET .../logs: the query mapped onto GetSandboxLogs (docs/openshell-0.0.md §b.5). The gateway takes the last `lines`
// ring entries and then filters by since, sources and level, so fewer than `lines` items may come back.
export const LOG_LEVELS = ['ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'] as const;
const MAX_SOURCES = 16;

/** ISO 8601 timestamp or epoch milliseconds → milliseconds. */
const since = z.string().transform((text, ctx) => {
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  if (!Number.isSafeInteger(ms) || ms < 0) {
    ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 timestamp or epoch milliseconds' });
    return z.NEVER;
  }
  return ms;
});

/** `sources=a&sources=b` or `sources=a,b`. */
const sources = z.preprocess(
  (value) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value])
          .flatMap((item) => String(item).split(','))
          .map((item) => item.trim())
          .filter(Boolean),
  z
    .array(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'must be a source name (letters, digits, ._-)' }))
    .max(MAX_SOURCES, { error: `at most ${MAX_SOURCES} sources` }),
);

export const logsQuery = z.object({
  ...workspaceQueryShape,
  lines: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(1, { error: 'must be at least 1' })
    .max(2000, { error: 'must be at most 2000' })
    .default(200),
  since: since.optional(),
  sources,
  min_level: z
    .string()
    .transform((level) => level.toUpperCase())
    .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }))
    .optional(),
  // Paging over what `lines` yielded; without a limit, all of it (up to 2000 lines, as `lines` allows).
  offset: pagingQueryShape.offset,
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(1, { error: 'must be at least 1' })
    .max(2000, { error: 'must be at most 2000' })
    .optional(),
});

export const logLineJson = z.object({
  timestamp: z.string(),
  level: z.string(),
  target: z.string(),
  message: z.string(),
  source: z.string(),
  fields: z.record(z.string(), z.string()),
});

export type LogLineJson = z.output<typeof logLineJson>;

/** An empty source is the gateway's own line upstream; shown as such. */
export function logLineJsonOf(line: LogLine): LogLineJson {
  return {
    timestamp: new Date(line.time).toISOString(),
    level: line.level,
    target: line.target,
    message: line.message,
    source: line.source || 'gateway',
    fields: { ...(line.fields ?? {}) },
  };
}
