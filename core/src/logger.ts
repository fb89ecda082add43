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
        return context ? { request_id: context.requestId } : {};
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

/**
 * The same lines to the same destination, without the per-line hooks (request-id mixin, secret redaction): for the
 * access log, written once per request with fixed fields that carry their own request id and never a secret. Its
 * lines are byte for byte what `logger` would write.
 */
export function hooklessLogger(logger: Logger): Logger {
  return pino(lineFormat(logger.level), (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]);
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
