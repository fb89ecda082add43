import type { WebSocket } from 'ws';
import { CLOSE, type Frame, heartbeatFrame } from './messages.ts';

export interface ChannelSettings {
  /** Messages that may wait for this client (SERVICE_WS_QUEUE_SIZE). */
  queueSize: number;
  /** Consecutive drops after which the client is disconnected (SERVICE_WS_BACKPRESSURE_DROP_LIMIT). */
  dropLimit: number;
  /** Bytes the socket may hold unsent before we stop handing it more and let our queue take the backlog. */
  highWaterBytes: number;
}

const SEND_OPTIONS = { binary: false } as const;
// A client closed for being too slow gets this long to read its backlog and the close frame (code 1013); then the
// connection is cut, since one that never reads would also never finish the closing handshake.
const SLOW_CLOSE_GRACE_MS = 5000;

/**
 * One viewer's bounded queue in front of its socket. A client that does not read first fills the kernel's socket
 * buffers, then `bufferedAmount` passes the high-water mark and messages wait here; when the queue is full a new
 * message is dropped and counted. `dropLimit` drops in a row close the socket with 1013: a stalled browser costs
 * at most its queue, never the fan-out of everyone else. A message accepted into the queue resets the streak.
 */
export class ClientChannel {
  readonly socket: WebSocket;
  private readonly settings: ChannelSettings;
  /** Counts a drop where the service's metrics see it. */
  private readonly onDrop: () => void;
  private queue: Frame[] = [];
  private head = 0;
  private consecutiveDrops = 0;
  private closed = false;
  /** Messages dropped for this client since it connected (reported in heartbeats). */
  dropped = 0;
  /** When a message was last accepted for this client (heartbeats go to the idle). */
  lastActivityAt: number;
  /** Called once when this channel stops taking messages (closed by us, or the socket went away). */
  onClosed: () => void = () => {};
  private readonly onSent = (error?: Error | null) => {
    if (!error && this.pending() > 0) this.pump();
  };

  constructor(socket: WebSocket, settings: ChannelSettings, now: number, onDrop: () => void) {
    this.socket = socket;
    this.settings = settings;
    this.lastActivityAt = now;
    this.onDrop = onDrop;
  }

  get isClosed(): boolean {
    return this.closed || this.socket.readyState !== this.socket.OPEN;
  }

  /** Queues a message for this client, or drops it when the queue is full. */
  offer(message: Frame, now: number): void {
    if (this.isClosed) return;
    if (this.pending() >= this.settings.queueSize) {
      this.dropped += 1;
      this.onDrop();
      this.consecutiveDrops += 1;
      if (this.consecutiveDrops >= this.settings.dropLimit) this.close(CLOSE.tooSlow, `too slow: ${this.consecutiveDrops} messages dropped in a row`);
      return;
    }
    this.consecutiveDrops = 0;
    this.lastActivityAt = now;
    this.queue.push(message);
    this.pump();
  }

  /** A heartbeat when nothing was accepted for `idleMs`. */
  heartbeatIfIdle(now: number, idleMs: number): void {
    if (now - this.lastActivityAt >= idleMs) this.offer(heartbeatFrame(this.dropped), now);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.markClosed();
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, reason);
    if (code === CLOSE.tooSlow) setTimeout(() => this.socket.terminate(), SLOW_CLOSE_GRACE_MS).unref();
  }

  /** The socket closed (either side): stop queueing for it. */
  markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue.length = 0;
    this.head = 0;
    this.onClosed();
  }

  pending(): number {
    return this.queue.length - this.head;
  }

  /** Hands queued messages to the socket while it has room; every send's callback resumes the pump. */
  private pump(): void {
    while (this.head < this.queue.length && !this.isClosed && this.socket.bufferedAmount < this.settings.highWaterBytes) {
      const next = this.queue[this.head]!;
      this.queue[this.head] = undefined as unknown as Frame;
      this.head += 1;
      this.socket.send(next, SEND_OPTIONS, this.onSent);
    }
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }
}
