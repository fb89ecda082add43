// The gateway's log selection: take the last N ring entries, then filter by since, source and level, in that order.
import type { LogEntry } from './logs.ts';
import type { SandboxLogLine } from './types.ts';

/** ERROR < WARN < INFO = OCSF < DEBUG < TRACE; a line with an unknown level always passes. */
const LEVEL_RANK: Record<string, number> = { ERROR: 0, WARN: 1, INFO: 2, OCSF: 2, DEBUG: 3, TRACE: 4 };

export interface LogQuery {
  /** 0 means the whole ring. */
  lines: number;
  sinceMs: number;
  sources: string[];
  minLevel: string;
}

export function sourceMatches(source: string | undefined, sources: string[]): boolean {
  if (sources.length === 0) return true;
  return sources.includes(source || 'gateway'); // an empty source counts as the gateway's own
}

export function levelMatches(level: string | undefined, minLevel: string): boolean {
  const wanted = LEVEL_RANK[minLevel.toUpperCase()];
  if (!minLevel || wanted === undefined) return true;
  const rank = LEVEL_RANK[(level ?? '').toUpperCase()];
  return rank === undefined || rank <= wanted;
}

export function lineMatches(line: SandboxLogLine, query: Omit<LogQuery, 'lines'>): boolean {
  return Number(line.timestamp_ms ?? 0) >= query.sinceMs && sourceMatches(line.source, query.sources) && levelMatches(line.level, query.minLevel);
}

export function selectLogs(ring: readonly LogEntry[], query: LogQuery): { entries: LogEntry[]; bufferTotal: number } {
  const examined = query.lines > 0 ? ring.slice(-query.lines) : ring.slice();
  return { entries: examined.filter((entry) => lineMatches(entry.line, query)), bufferTotal: examined.length };
}
