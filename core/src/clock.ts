// Time comes from one place so that tests can move it. Production uses the system clock; the test harness uses a
// manual clock that only moves when told to.

export interface Clock {
  now(): number;
  date(): Date;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  date: () => new Date(),
};

export class ManualClock implements Clock {
  private current: number;

  constructor(start: number | Date = Date.UTC(2026, 10, 22, 10, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  date(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(to: number | Date): void {
    this.current = typeof to === 'number' ? to : to.getTime();
  }
}

/** Parses durations such as `500ms`, `30s`, `5m`, `1h`, `7d` (or a number of milliseconds). */
export function durationMs(value: number | string): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)$/.exec(value.trim());
  if (!match) throw new Error(`invalid duration "${value}"`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
  return Math.round(Number(match[1]) * unit);
}
