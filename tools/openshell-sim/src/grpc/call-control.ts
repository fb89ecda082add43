// Test controls that act on every call before the handler runs: per-RPC counters, injected delays and errors, and
// the optional rate limit.
import { GatewayError, resourceExhausted } from './errors.ts';

interface ForcedError {
  code: number;
  message: string;
  remaining: number;
}

export class CallControl {
  private readonly counters = new Map<string, number>();
  private readonly delays = new Map<string, number>();
  private readonly errors = new Map<string, ForcedError>();
  private windowStartMs = 0;
  private windowCount = 0;

  count(rpc: string): void {
    this.counters.set(rpc, (this.counters.get(rpc) ?? 0) + 1);
  }

  calls(rpc: string): number {
    return this.counters.get(rpc) ?? 0;
  }

  allCalls(): Record<string, number> {
    return Object.fromEntries(this.counters);
  }

  resetCalls(): void {
    this.counters.clear();
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

  /** A fixed window, like the gateway's optional request limit. */
  checkRateLimit(limit: { requests: number; windowSeconds: number } | undefined): void {
    if (!limit) return;
    const now = Date.now();
    if (now - this.windowStartMs >= limit.windowSeconds * 1000) {
      this.windowStartMs = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    if (this.windowCount > limit.requests) throw resourceExhausted('gRPC rate limit exceeded');
  }
}
