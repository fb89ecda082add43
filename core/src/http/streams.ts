import type { Logger } from 'pino';
import { type CredentialCheck, type Revocation, revocationOf, type StreamGrant } from './stream-access.ts';

/** Long-lived responses (SSE streams, WebSockets) the kernel must close when it shuts down. */
export interface ClosableStream {
  close(reason: string): void;
  /** What the caller proved when the stream opened; without it the stream is never re-checked (public streams). */
  grant?: StreamGrant;
  /** Ends the stream telling the client why it lost access (a close code, a final event). */
  revoke?(revocation: Revocation): void;
}

/** Streams re-checked at once; the database pool bounds how many checks can run anyway. */
const CHECKS_AT_ONCE = 16;

/**
 * The streams open on this replica, with what each was granted. `recheck` runs every grant again and ends the
 * streams whose caller lost access (docs/streams.md).
 */
export class StreamRegistry {
  private readonly open = new Set<ClosableStream>();
  private authenticate: CredentialCheck | null = null;
  private logger: Logger | null = null;
  private running: Promise<void> = Promise.resolve();
  private pending: Promise<void> | null = null;

  track(stream: ClosableStream): () => void {
    this.open.add(stream);
    return () => this.open.delete(stream);
  }

  get size(): number {
    return this.open.size;
  }

  /** How grants are checked again: the auth chain requests go through (set by the kernel once it is complete). */
  checkCredentialsWith(authenticate: CredentialCheck, logger: Logger): void {
    this.authenticate = authenticate;
    this.logger = logger;
  }

  /**
   * Checks every open stream's grant again; resolves once a check that started after this call has finished. Calls
   * that arrive while a check runs share one further check, so a burst of access changes costs two passes at most.
   */
  recheck(): Promise<void> {
    if (this.pending) return this.pending;
    const next = this.running.then(() => {
      this.pending = null;
      return this.checkAll();
    });
    this.pending = next;
    this.running = next;
    return next;
  }

  closeAll(reason: string): void {
    for (const stream of [...this.open]) {
      try {
        stream.close(reason);
      } catch {
        // A stream that is already gone needs no closing.
      }
    }
    this.open.clear();
  }

  private async checkAll(): Promise<void> {
    const granted = [...this.open].filter((stream) => stream.grant);
    for (let start = 0; start < granted.length; start += CHECKS_AT_ONCE) {
      await Promise.all(granted.slice(start, start + CHECKS_AT_ONCE).map((stream) => this.checkOne(stream)));
    }
  }

  private async checkOne(stream: ClosableStream): Promise<void> {
    if (!this.authenticate || !this.open.has(stream)) return;
    try {
      const revocation = await revocationOf(stream.grant!, this.authenticate);
      if (!revocation || !this.open.has(stream)) return;
      this.open.delete(stream);
      if (stream.revoke) stream.revoke(revocation);
      else stream.close(revocation.reason);
    } catch (error) {
      this.logger?.warn({ err: error }, 'an open stream could not be checked again; it is checked at the next access change');
    }
  }
}
