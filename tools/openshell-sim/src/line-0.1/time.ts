// The 0.1 line replaced every *_ms / *_seconds field with a google.protobuf.Timestamp or Duration at its number + 100
// (docs/openshell-0.1.md §2.5). The simulator keeps milliseconds; these convert at the wire boundary.

export interface Timestamp {
  seconds: number;
  nanos: number;
}

export type Duration = Timestamp;

/** 0 (unset on the 0.0 line) becomes an absent Timestamp; ISO strings (condition times) are read too. */
export function toTimestamp(value: unknown): Timestamp | null {
  const ms = typeof value === 'string' ? Date.parse(value) : Number(value ?? 0);
  if (!Number.isFinite(ms) || ms <= 0) return null;
  return { seconds: Math.floor(ms / 1000), nanos: Math.round(ms % 1000) * 1_000_000 };
}

/** An absent Timestamp or Duration is 0, as the 0.0 line's milliseconds were. */
export function toMillis(value: Partial<Timestamp> | null | undefined): number {
  if (!value) return 0;
  return Number(value.seconds ?? 0) * 1000 + Math.floor(Number(value.nanos ?? 0) / 1_000_000);
}

export function secondsToDuration(seconds: number): Duration | null {
  if (!seconds) return null;
  return { seconds: Math.floor(seconds), nanos: Math.round((seconds % 1) * 1e9) };
}
