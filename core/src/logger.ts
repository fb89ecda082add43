import { type DestinationStream, type Logger, pino } from 'pino';
import { BatchedStdout } from './batched-stdout.ts';
import { currentContext } from './context.ts';
import { redactSecrets } from './redact.ts';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  /** Where lines go; defaults to stdout. The test harness passes a sink that keeps them for assertions. */
  destination?: DestinationStream;
  pretty?: boolean;
}

/** What every line carries, whichever logger writes it. */
function lineFormat(level: string) {
  return {
    level,
    base: { service: 'portcullis' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
}

export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      ...lineFormat(options.level),
      mixin: () => {
        const context = currentContext();
        if (!context) return {};
        const span = context.span;
        return span ? { request_id: context.requestId, trace_id: span.traceId, span_id: span.spanId } : { request_id: context.requestId };
      },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args;
          if (first && typeof first === 'object' && !(first instanceof Error)) {
            return method.apply(this, [redactSecrets(first), ...rest] as Parameters<typeof method>);
          }
          return method.apply(this, args);
        },
      },
    },
    // Synchronous, as pino's own default: a write to a stdout whose reader is gone fails at once and pino stops
    // logging. With asynchronous writes, the exit-time flush retries a broken pipe forever and SIGTERM never ends
    // the process (deploy/test/production-start.test.ts). Batched per event-loop turn (batched-stdout.ts).
    options.destination ?? new BatchedStdout(pino.destination({ dest: 1, sync: true })),
  );
}

/** The fields of an access line, in the order they are written (an absent actor is left out, as pino leaves it). */
export interface AccessFields {
  request_id: string;
  /** While tracing is on: the request's trace and span (docs/observability.md). */
  trace?: { traceId: string; spanId: string } | undefined;
  method: string;
  route: string;
  status: number;
  ms: number;
  actor: string | undefined;
}

export type AccessLine = (level: 'info' | 'debug', fields: AccessFields, message: string) => void;

/**
 * The access log: the very bytes `logger.info(fields, message)` writes, to the same destination at the same level,
 * composed directly. It runs once per request, where pino's generic path (per-line hooks, the request-id mixin,
 * secret redaction, key-by-key serialisation) costs more than the line: these fixed fields carry their own request id
 * and never a secret. Strings are escaped by JSON.stringify, as pino does from Node 25 on.
 */
export function accessLine(logger: Logger): AccessLine {
  const destination = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
  const base = Object.entries(lineFormat(logger.level).base)
    .map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join('');
  // Under load many lines share a millisecond; its timestamp text is made once.
  let stampedAt = -1;
  let stamp = '';
  return (level, fields, message) => {
    if (!logger.isLevelEnabled(level)) return;
    const now = Date.now();
    if (now !== stampedAt) {
      stampedAt = now;
      stamp = new Date(now).toISOString();
    }
    const actor = fields.actor === undefined ? '' : `,"actor":${JSON.stringify(fields.actor)}`;
    // Trace and span ids are hex digits: nothing to escape.
    const trace = fields.trace ? `,"trace_id":"${fields.trace.traceId}","span_id":"${fields.trace.spanId}"` : '';
    destination.write(
      `{"level":"${level}","time":"${stamp}"${base},"request_id":${JSON.stringify(fields.request_id)}${trace},"method":${JSON.stringify(fields.method)},"route":${JSON.stringify(fields.route)},"status":${fields.status},"ms":${fields.ms}${actor},"msg":${JSON.stringify(message)}}\n`,
    );
  };
}

/** A destination that keeps every line in memory (tests assert that no secret was ever logged). */
export class CapturedLog implements DestinationStream {
  readonly lines: string[] = [];

  write(line: string): void {
    this.lines.push(line);
  }

  text(): string {
    return this.lines.join('');
  }

  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
