import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { Problem, problems } from '../errors.ts';
import type { NotifyChannel } from '../events/wakeups.ts';
import type { Metrics } from '../metrics.ts';
import { clientAddress } from './client-address.ts';
import { ClientRateLimit } from './client-rate-limit.ts';
import { ConnectionCap } from './connection-cap.ts';
import { RateCountSharing } from './rate-count-sharing.ts';

export interface ClientLimitSettings {
  rateLimitPerMinute: number;
  maxConcurrentPerClient: number;
  /** Replicas sharing the database: how soon a client's counts are shared (client-rate-limit.ts). */
  replicas: number;
  trustProxy: boolean;
  now: () => number;
  metrics: Metrics;
}

/** What holds a client's slot: a response (closes when it ended or its connection did) or an upgraded socket. */
export interface ClosingHolder {
  once(event: 'close', listener: () => void): unknown;
}

/** An over-the-cap connection that sends no request is closed after this long. */
const OVER_CAP_IDLE_MS = 2000;

/**
 * What one client may send and hold open, for requests (SSE streams included) and WebSocket upgrades alike
 * (docs/limits.md): requests per minute across all replicas, and connections open at once. Without a trusted proxy
 * a connection is counted from accept to close; behind one, the proxy holds the connections, so each request in
 * flight (and each open WebSocket) of the forwarded address is counted instead.
 */
export class ClientLimits {
  private readonly settings: ClientLimitSettings;
  private readonly rate: ClientRateLimit;
  private readonly cap: ConnectionCap;
  private readonly overCap = new WeakSet<Socket>();
  private sharing: RateCountSharing | null = null;

  constructor(settings: ClientLimitSettings) {
    this.settings = settings;
    this.rate = new ClientRateLimit({ limit: settings.rateLimitPerMinute, windowMs: 60_000, replicas: settings.replicas, now: settings.now });
    this.cap = new ConnectionCap(settings.maxConcurrentPerClient);
  }

  /** The server's `connection` listener: counts the peer's connection (without a trusted proxy). */
  accept(socket: Socket): void {
    if (this.settings.trustProxy) return;
    const release = this.cap.take(socket.remoteAddress ?? '');
    if (release) {
      socket.once('close', release);
      return;
    }
    // Its first request is answered 429; one that never comes does not keep the socket.
    this.overCap.add(socket);
    socket.setTimeout(OVER_CAP_IDLE_MS);
  }

  /**
   * Admits a request or upgrade, or throws the 429 problem. Behind a trusted proxy it holds one of the client's slots
   * until `holder` closes (the response of a request, the socket of an upgrade). `rateExempt`: health and metrics.
   */
  admit(request: IncomingMessage, holder: ClosingHolder, options: { rateExempt?: boolean } = {}): void {
    this.admitConnection(request, holder);
    if (options.rateExempt) return;
    const retryAfter = this.rate.hit(clientAddress(request, this.settings.trustProxy));
    if (retryAfter > 0) {
      this.settings.metrics.rateLimited.inc({ limiter: 'global' });
      throw problems.tooManyRequests('RATE_LIMITED', retryAfter, 'Too many requests from this address; slow down.');
    }
  }

  /** From now on the other replicas' counts are added and this one's are shared (PostgreSQL). */
  async share(channel: NotifyChannel, self: string, logger: Logger): Promise<void> {
    this.sharing = new RateCountSharing({ limiter: this.rate, channel, self, logger });
    await this.sharing.start();
  }

  async stop(): Promise<void> {
    await this.sharing?.stop();
  }

  private admitConnection(request: IncomingMessage, holder: ClosingHolder): void {
    const socket = request.socket as Socket;
    if (!this.settings.trustProxy) {
      if (this.overCap.has(socket)) throw this.tooManyConnections();
      return;
    }
    const release = this.cap.take(clientAddress(request, true));
    if (!release) throw this.tooManyConnections();
    holder.once('close', release);
  }

  /** Without a trusted proxy the connection itself is over the cap and is closed; a proxy's connection is kept. */
  private tooManyConnections(): Problem {
    this.settings.metrics.rateLimited.inc({ limiter: 'connections' });
    return new Problem(429, 'TOO_MANY_CONNECTIONS', {
      detail: `This address already has ${this.settings.maxConcurrentPerClient} connections or requests open; close some first.`,
      headers: { 'Retry-After': '1', ...(this.settings.trustProxy ? {} : { Connection: 'close' }) },
    });
  }
}
