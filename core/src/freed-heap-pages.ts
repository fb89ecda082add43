import { constants, type NodeGCPerformanceDetail, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';

// V8 keeps the heap pages a collection frees in a pool for reuse instead of returning them to the system; only a
// memory-reducing collection gives them back. Its own memory reducer starts one only while the process allocates
// slowly, which a replica working a large fleet never does. So such a process keeps, for good, the largest heap it
// ever had: a burst of work, or the time it held the gateways of replicas that joined later. Running with
// --optimize-for-size makes every major collection a memory-reducing one, but it slows the request path too
// (scripts/service-command.mjs). Here the flag is on only for the next two major collections (the first may have
// started marking before the flag was set), and only when the memory outside the heap has grown by `thresholdBytes`
// over the lowest it was since the last release: pooled pages count there, not in the heap's own size. Native memory
// that grew instead (more gateway connections) costs one release that frees little, then becomes the new floor.

export interface FreedHeapPagesOptions {
  checkIntervalMs: number;
  thresholdBytes: number;
  /** Called after each release with the bytes outside the heap before and after it (tests and logs look). */
  onRelease?: (release: { beforeBytes: number; afterBytes: number }) => void;
}

/** Resident memory outside V8's committed heap: native memory and the pooled pages. */
export function outsideHeap(): number {
  return process.memoryUsage.rss() - getHeapStatistics().total_physical_size;
}

function isMajorCollection(entry: PerformanceEntry): boolean {
  return (entry as PerformanceEntry & { detail?: NodeGCPerformanceDetail }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
}

/** Starts watching; the returned function stops it (and switches the flag off if a release is under way). */
export function releaseFreedHeapPages(options: FreedHeapPagesOptions): () => void {
  let baseline = outsideHeap();
  let observer: PerformanceObserver | null = null;

  const endRelease = () => {
    setFlagsFromString('--no-optimize-for-size');
    observer?.disconnect();
    observer = null;
  };

  const finish = (beforeBytes: number) => {
    endRelease();
    baseline = outsideHeap();
    options.onRelease?.({ beforeBytes, afterBytes: baseline });
  };

  const release = (beforeBytes: number) => {
    let majors = 0;
    observer = new PerformanceObserver((list) => {
      majors += list.getEntries().filter(isMajorCollection).length;
      if (majors >= 2) finish(beforeBytes);
    });
    observer.observe({ entryTypes: ['gc'] });
    setFlagsFromString('--optimize-for-size');
  };

  const timer = setInterval(() => {
    if (observer) return;
    const now = outsideHeap();
    if (now - baseline >= options.thresholdBytes) release(now);
    else baseline = Math.min(baseline, now);
  }, options.checkIntervalMs);
  timer.unref();

  return () => {
    clearInterval(timer);
    if (observer) endRelease();
  };
}
