// Test controls that act on every call: per-RPC counters, injected delays and errors, and the optional rate limit
// before the handler runs; dropped responses and the count of replayed answers after it.
import { type Metadata, status } from '@grpc/grpc-js';
import { GatewayError } from './errors.ts';

interface ForcedError {
  code: number;
  message: string;
  remaining: number;
}

export class CallControl {
  private readonly counters = new Map<string, number>();
  private readonly delays = new Map<string, number>();
  private readonly errors = new Map<string, ForcedError>();
  private readonly drops = new Map<string, number>();
  private readonly replayed = new Map<string, number>();
  private readonly received = new Map<string, Array<Record<string, string>>>();
  private windowStartMs = 0;
  private windowCount = 0;

  /** Counts a call of `rpc`, remembering the metadata its client sent (text values: x-request-id, traceparent...). */
  count(rpc: string, metadata?: Metadata): void {
    this.counters.set(rpc, (this.counters.get(rpc) ?? 0) + 1);
    if (!metadata) return;
    const text = Object.fromEntries(Object.entries(metadata.getMap()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    this.received.set(rpc, [...(this.received.get(rpc) ?? []), text]);
  }

  /** The metadata of each call of `rpc`, oldest first. */
  metadata(rpc: string): Array<Record<string, string>> {
    return [...(this.received.get(rpc) ?? [])];
  }

  /** The x-request-id values clients sent with `rpc`, oldest first. */
  requestIds(rpc: string): string[] {
    return this.metadata(rpc).flatMap((sent) => (sent['x-request-id'] ? [sent['x-request-id']] : []));
  }

  calls(rpc: string): number {
    return this.counters.get(rpc) ?? 0;
  }

  allCalls(): Record<string, number> {
    return Object.fromEntries(this.counters);
  }

  resetCalls(): void {
    this.counters.clear();
    this.received.clear();
  }

  setDelay(rpc: string, ms: number): void {
    if (ms > 0) this.delays.set(rpc, ms);
    else this.delays.delete(rpc);
  }

  delayFor(rpc: string): number {
    return this.delays.get(rpc) ?? 0;
  }

  failNext(rpc: string, code: number, message: string, times = 1): void {
    this.errors.set(rpc, { code, message, remaining: times });
  }

  clearFailures(): void {
    this.errors.clear();
  }

  /** Throws the forced error if one is armed for this RPC, counting it down. */
  takeForcedError(rpc: string): void {
    const forced = this.errors.get(rpc);
    if (!forced) return;
    forced.remaining -= 1;
    if (forced.remaining <= 0) this.errors.delete(rpc);
    throw new GatewayError(forced.code, forced.message);
  }

  /** The next `times` answers of `rpc` are lost after the handler ran: the client sees UNAVAILABLE instead. */
  dropNextResponse(rpc: string, times = 1): void {
    if (times > 0) this.drops.set(rpc, times);
    else this.drops.delete(rpc);
  }

  /** True (counting it down) when this answer of `rpc` is to be dropped. */
  takeDroppedResponse(rpc: string): boolean {
    const remaining = this.drops.get(rpc);
    if (!remaining) return false;
    if (remaining <= 1) this.drops.delete(rpc);
    else this.drops.set(rpc, remaining - 1);
    return true;
  }

  countReplay(rpc: string): void {
    this.replayed.set(rpc, (this.replayed.get(rpc) ?? 0) + 1);
  }

  /** How many answers of `rpc` were replays of a stored request_id outcome. */
  replays(rpc: string): number {
    return this.replayed.get(rpc) ?? 0;
  }

  /** A fixed window, like the gateway's optional request limit. */
  checkRateLimit(limit: { requests: number; windowSeconds: number } | undefined): void {
    if (!limit) return;
    const now = Date.now();
    if (now - this.windowStartMs >= limit.windowSeconds * 1000) {
      this.windowStartMs = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    if (this.windowCount > limit.requests) {
      // the 0.1 line also says when to come back (RetryInfo); the 0.0 line sends the message alone
      const retryDelayMs = Math.max(0, this.windowStartMs + limit.windowSeconds * 1000 - now);
      throw new GatewayError(status.RESOURCE_EXHAUSTED, 'gRPC rate limit exceeded', { errorInfo: { reason: 'RATE_LIMITED' }, retryDelayMs });
    }
  }
}
