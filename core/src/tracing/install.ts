import type { KernelConfig } from '../config/kernel-config.ts';
import type { Logger } from '../logger.ts';
import { VERSION } from '../version.ts';
import type { Tracing } from './span.ts';

/**
 * The kernel's tracing, or null when it is off (the default). Only when it is on is the OpenTelemetry SDK loaded:
 * off, no module of it is in the process and the request path pays one null check.
 */
export async function startTracing(config: KernelConfig, instanceId: string, logger: Logger): Promise<Tracing | null> {
  if (!config.tracing_enabled) return null;
  const { otelTracing } = await import('./otel-tracing.ts');
  logger.info({ endpoint: config.tracing_otlp_endpoint, sample_ratio: config.tracing_sample_ratio }, 'tracing: spans are sent over OTLP');
  return otelTracing({
    endpoint: config.tracing_otlp_endpoint,
    sampleRatio: config.tracing_sample_ratio,
    exportDelayMs: config.tracing_export_delay_ms,
    serviceVersion: VERSION,
    instanceId,
    logger: logger.child({ component: 'tracing' }),
  });
}
