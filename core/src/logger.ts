import { pino, type Logger, type DestinationStream } from 'pino';
import { currentContext } from './context.ts';
import { redactSecrets } from './redact.ts';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  /** Where lines go; defaults to stdout. The test harness passes a sink that keeps them for assertions. */
  destination?: DestinationStream;
  pretty?: boolean;
}

export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'portcullis' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
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
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
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
