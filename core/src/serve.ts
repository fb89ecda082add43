import { Kernel, type KernelOptions } from './kernel/kernel.ts';
import { StartupError } from './errors.ts';
import { VERSION } from './version.ts';

/**
 * Boots, serves, and shuts down gracefully on SIGTERM/SIGINT within SERVICE_SHUTDOWN_TIMEOUT_SECONDS
 * (exit 0; exit 1 if shutdown overruns or start-up is refused).
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
      process.stderr.write('shutdown did not finish in time; exiting\n');
      process.exit(1);
    }, kernel.config.shutdown_timeout_seconds * 1000);
    deadline.unref();
    kernel.stop().then(() => process.exit(0), (error: unknown) => {
      process.stderr.write(`shutdown failed: ${(error as Error).stack}\n`);
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Announced only once a signal would be handled: whoever waits for this line may stop us at once.
  logger.info({ url: kernel.url, version: VERSION, database: kernel.database.dialect }, `Portcullis ${VERSION} listening on ${kernel.url}`);
  return kernel;
}
