import { setTimeout as sleep } from 'node:timers/promises';
import { isProblem } from '@portcullis/core';

// Attach and detach pass the sandbox's resource_version; a write in between (another replica, the user, the
// gateway itself) makes the gateway answer ABORTED, mapped to CONCURRENT_MODIFICATION. Re-reading and trying
// again is always safe because both operations are idempotent upstream.

export interface RetryPolicy {
  /** Further attempts after the first. */
  retries: number;
  /** Base delay; doubles per attempt, with jitter so that competing writers do not retry in lockstep. */
  delayMs: number;
  signal?: AbortSignal | undefined;
}

export function isConcurrentModification(error: unknown): boolean {
  return isProblem(error) && error.code === 'CONCURRENT_MODIFICATION';
}

function backoffMs(attempt: number, baseMs: number): number {
  const ceiling = baseMs * 2 ** attempt;
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export async function retryOnConcurrentModification<T>(work: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isConcurrentModification(error) || attempt >= policy.retries) throw error;
      await sleep(backoffMs(attempt, policy.delayMs), undefined, policy.signal ? { signal: policy.signal } : {});
    }
  }
}
