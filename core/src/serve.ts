import { StartupError } from './errors.ts';
import { releaseFreedHeapPages } from './freed-heap-pages.ts';
import { loadMallocTrim, releaseFreedNativeMemory } from './freed-native-memory.ts';
import { Kernel, type KernelOptions } from './kernel/kernel.ts';
import { VERSION } from './version.ts';

/**
 * Boots, serves, and shuts down gracefully on SIGTERM/SIGINT within SERVICE_SHUTDOWN_TIMEOUT_SECONDS
 * (exit 0; exit 1 if shutdown overruns or start-up is refused). An error nothing else caught is logged and counted,
 * never the end of the process. Heap pages freed after a burst of work go back to the system (freed-heap-pages.ts),
 * and so does the native memory freed inside malloc's arena (freed-native-memory.ts).
 */
export async function serve(options: KernelOptions = {}): Promise<Kernel> {
  let kernel: Kernel;
  try {
    kernel = await Kernel.boot(options);
  } catch (error) {
    process.stderr.write(`${error instanceof StartupError ? error.message : (error as Error).stack}\n`);
    process.exit(1);
  }
  const { logger } = kernel;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      process.stderr.write(`shutdown did not finish in time (still at: ${kernel.shutdownStep ?? 'start'}); exiting\n`);
      process.exit(1);
    }, kernel.config.shutdown_timeout_seconds * 1000);
    deadline.unref();
    kernel.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${(error as Error).stack}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  surviveUnexpectedErrors(kernel);
  returnFreedHeapPages(kernel);
  returnFreedNativeMemory(kernel);
  // Announced only once a signal would be handled: whoever waits for this line may stop us at once.
  logger.info({ url: kernel.url, version: VERSION, database: kernel.database.dialect }, `Portcullis ${VERSION} listening on ${kernel.url}`);
  return kernel;
}

/** Heap pages V8 pooled after a burst of work go back to the system, counted in portcullis_heap_pages_returned_bytes_total. */
function returnFreedHeapPages(kernel: Kernel): void {
  const returned = kernel
    .resolve('metrics')
    .counter('heap_pages_returned_bytes_total', 'Bytes of freed heap pages given back to the system after a burst of work.', []);
  releaseFreedHeapPages({
    checkIntervalMs: 30_000,
    thresholdBytes: 32 * 2 ** 20,
    onRelease: ({ beforeBytes, afterBytes }) => {
      returned.inc(Math.max(0, beforeBytes - afterBytes));
      kernel.logger.debug({ beforeBytes, afterBytes }, 'returned freed heap pages to the system');
    },
  });
}

/** Native memory freed inside malloc's arena goes back to the system, counted in portcullis_native_memory_returned_bytes_total. */
function returnFreedNativeMemory(kernel: Kernel): void {
  const addon = loadMallocTrim();
  if ('missing' in addon) {
    kernel.logger.debug({ reason: addon.missing }, 'freed native memory stays resident: the malloc_trim addon is not available');
    return;
  }
  const returned = kernel
    .resolve('metrics')
    .counter('native_memory_returned_bytes_total', "Bytes of freed native memory given back to the system from inside malloc's arena.", []);
  releaseFreedNativeMemory(addon.trim, {
    checkIntervalMs: 30_000,
    onTrim: ({ beforeBytes, afterBytes, durationMs }) => {
      returned.inc(Math.max(0, beforeBytes - afterBytes));
      kernel.logger.debug({ beforeBytes, afterBytes, durationMs }, 'returned freed native memory to the system');
    },
  });
}

/**
 * The last resort, installed only here (where the service runs) and never by library code tests import: one
 * client's request, socket or timer callback that threw where nobody caught it must not take every other
 * client's service down with it. Each is logged with its stack and counted in
 * portcullis_unexpected_errors_total{source="process"}; requests, sockets, tasks, subscribers and operations
 * catch their own errors (closing their connection) before it comes to this.
 */
function surviveUnexpectedErrors(kernel: Kernel): void {
  const metrics = kernel.resolve('metrics');
  process.on('uncaughtException', (error, origin) => {
    kernel.logger.error({ err: error, origin }, 'uncaught exception; the service carries on');
    metrics.unexpected('process');
  });
  process.on('unhandledRejection', (reason) => {
    kernel.logger.error({ err: reason }, 'unhandled promise rejection; the service carries on');
    metrics.unexpected('process');
  });
}
