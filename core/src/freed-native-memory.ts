import { createRequire } from 'node:module';

// glibc's free() gives memory back to the system only from the top of an arena. A replica that held a thousand
// gateway connections and handed most of them to replicas that joined later frees their TLS and HTTP/2 state all
// over its arena, between allocations that live on, so it stays as resident as at its peak. malloc_trim(0) returns
// those free pages (madvise), and Node does not expose it: core/native/malloc-trim.c does, built by the bootstrap
// where a C compiler is found. Without it the process runs as before.

export interface FreedNativeMemoryOptions {
  checkIntervalMs: number;
  /** Called after each trim that gave memory back, with the resident bytes before and after it and how long it took. */
  onTrim?: (trim: { beforeBytes: number; afterBytes: number; durationMs: number }) => void;
}

const ADDON = new URL('../native/build/malloc-trim.node', import.meta.url).pathname;

/** The addon's malloc_trim(0), or why it is not there (not built, or a C library without malloc_trim). */
export function loadMallocTrim(): { trim: () => boolean } | { missing: string } {
  try {
    return { trim: createRequire(import.meta.url)(ADDON) as () => boolean };
  } catch (error) {
    return { missing: (error as Error).message.split('\n')[0] ?? String(error) };
  }
}

/**
 * Trims every `checkIntervalMs`; the returned function stops it. A trim walks the arena's free chunks: well under a
 * millisecond when there is little to give back, a few milliseconds of madvise when there is much.
 */
export function releaseFreedNativeMemory(trim: () => boolean, options: FreedNativeMemoryOptions): () => void {
  const timer = setInterval(() => {
    const beforeBytes = process.memoryUsage.rss();
    const started = performance.now();
    if (trim()) options.onTrim?.({ beforeBytes, afterBytes: process.memoryUsage.rss(), durationMs: performance.now() - started });
  }, options.checkIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
