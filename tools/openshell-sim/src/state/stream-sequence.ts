// Every log line and platform event a gateway keeps gets a position in one increasing sequence, so a watch can be
// resumed after the last item a client saw (the 0.1 line's resume_after_cursor). The epoch tells this gateway's
// positions apart from another instance's, or from this one's before a restart: their cursors cannot be resumed.
import { randomBytes } from 'node:crypto';

export class StreamSequence {
  /** Random per start: a cursor carrying another epoch comes from another gateway instance or an earlier start. */
  readonly epoch = randomBytes(6).toString('hex');
  private last = 0;

  next(): number {
    this.last += 1;
    return this.last;
  }

  /** The position of the newest item so far (0 before the first). */
  get current(): number {
    return this.last;
  }
}
