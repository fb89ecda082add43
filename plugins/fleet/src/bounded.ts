/**
 * Runs `work` over the items with at most `overall` in flight, and at most `perKey` in flight for items of one key
 * (one gateway). Stops starting items once `signal` aborts, lets those in flight finish, and returns the items it
 * never started. `work` must not throw.
 */
export function forEachBounded<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  limits: { overall: number; perKey: number },
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<T[]> {
  const waiting = [...items];
  const busy = new Map<string, number>();
  let active = 0;
  return new Promise((resolve) => {
    const pump = () => {
      while (active < limits.overall && !signal?.aborted) {
        const index = waiting.findIndex((item) => (busy.get(keyOf(item)) ?? 0) < limits.perKey);
        if (index < 0) break;
        const [item] = waiting.splice(index, 1) as [T];
        const key = keyOf(item);
        busy.set(key, (busy.get(key) ?? 0) + 1);
        active += 1;
        void work(item).finally(() => {
          busy.set(key, busy.get(key)! - 1);
          active -= 1;
          pump();
        });
      }
      if (active === 0) resolve(waiting);
    };
    pump();
  });
}
