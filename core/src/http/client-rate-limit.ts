/** What one replica counted for its clients in one window (absolute counts, so a lost update is healed by the next). */
export interface RateCounts {
  window: number;
  counts: Array<[client: string, count: number]>;
}

/**
 * The per-client fixed-window limit of one replica, which also knows what the other replicas admitted in the same
 * window (`receive`): a client is refused once all replicas together admitted the limit, without a database write
 * per request. This replica's new counts are handed out by `takeUpdates`; a client comes to count as urgent (its
 * counts should be shared at once, not at the next periodic round) once it used half its limit as far as this replica
 * knows, or this replica alone admitted it half its even share. How that bounds the overshoot: docs/limits.md.
 */
export class ClientRateLimit {
  /** Called when a client became urgent; not again until the next `takeUpdates`. */
  onUrgent: () => void = () => {};
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly replicas: number;
  private readonly now: () => number;
  private window = 0;
  private own = new Map<string, number>();
  private peers = new Map<string, { window: number; counts: Map<string, number> }>();
  private changed = new Set<string>();
  private urgent = false;

  constructor(options: { limit: number; windowMs: number; replicas: number; now: () => number }) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.replicas = options.replicas;
    this.now = options.now;
  }

  /** Counts one request of `client`; returns 0 when it is admitted, otherwise the seconds until the window resets. */
  hit(client: string): number {
    const now = this.roll();
    const own = this.own.get(client) ?? 0;
    const seen = own + this.peerCount(client);
    if (seen >= this.limit) return Math.ceil((this.window + this.windowMs - now) / 1000);
    this.own.set(client, own + 1);
    this.changed.add(client);
    if (!this.urgent && this.isUrgent(own + 1, seen + 1)) {
      this.urgent = true;
      this.onUrgent();
    }
    return 0;
  }

  /** This replica's counts that changed since the last call. */
  takeUpdates(): RateCounts {
    this.roll();
    const counts = [...this.changed].map((client): [string, number] => [client, this.own.get(client) ?? 0]);
    this.changed = new Set();
    this.urgent = false;
    return { window: this.window, counts };
  }

  /** Another replica's counts; counts of another window than this replica's are of no use and dropped. */
  receive(peer: string, update: RateCounts): void {
    this.roll();
    if (update.window !== this.window) return;
    let known = this.peers.get(peer);
    if (known?.window !== this.window) {
      known = { window: this.window, counts: new Map() };
      this.peers.set(peer, known);
    }
    for (const [client, count] of update.counts) known.counts.set(client, Math.max(count, known.counts.get(client) ?? 0));
  }

  private roll(): number {
    const now = this.now();
    if (now - this.window >= this.windowMs) {
      this.window = now - (now % this.windowMs);
      this.own = new Map();
      this.peers = new Map();
      this.changed = new Set();
      this.urgent = false;
    }
    return now;
  }

  private peerCount(client: string): number {
    let total = 0;
    for (const peer of this.peers.values()) total += peer.counts.get(client) ?? 0;
    return total;
  }

  private isUrgent(own: number, seen: number): boolean {
    const replicas = Math.max(this.replicas, this.peers.size + 1);
    return seen * 2 >= this.limit || own * 2 * replicas >= this.limit;
  }
}
