// SandboxStreamEvent.cursor and WatchSandboxRequest.resume_after_cursor (docs/openshell-0.1.md §2.14, §3 "Watch"):
// opaque, byte-wise ordered positions of log lines and platform events. A cursor names the gateway start it came from,
// so one from another replica or from before a restart cannot be resumed: OUT_OF_RANGE.
import { invalidArgument, outOfRange } from '../grpc/errors.ts';
import type { StreamSequence } from '../state/stream-sequence.ts';

const PREFIX = 'v1';

export function encodeCursor(sequence: StreamSequence, seq: number): string {
  return `${PREFIX}.${sequence.epoch}.${seq.toString(16).padStart(12, '0')}`;
}

/** The stream position after which a resumed watch continues. */
export function decodeCursor(sequence: StreamSequence, cursor: string): number {
  const [prefix, epoch, position, extra] = cursor.split('.');
  const seq = Number.parseInt(position ?? '', 16);
  if (prefix !== PREFIX || !epoch || !position || extra !== undefined || !/^[0-9a-f]{12}$/.test(position)) {
    throw invalidArgument('resume_after_cursor is malformed');
  }
  if (epoch !== sequence.epoch || seq > sequence.current) {
    throw outOfRange('resume_after_cursor was issued by another gateway replica or before a restart; watch again without it');
  }
  return seq;
}
