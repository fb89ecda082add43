// The OpenTelemetry SDK behind the kernel's spans (span.ts). Nothing imports this module statically: install.ts
// loads it only when tracing is on, so a service that does not trace never loads the SDK (docs/observability.md).
//
// Each kernel has its own tracer provider and passes parents explicitly: nothing is registered globally (no
// context manager, no global provider or propagator), so kernels sharing a process (tests, replicas) never see each
// other's spans, and the request context (context.ts) stays the one place where "the current span" lives.

import {
  type Context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { ExportResultCode, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, type SpanExporter, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import type { Logger } from '../logger.ts';
import type { SpanAttributes, SpanKindName, TraceSpan, Tracing } from './span.ts';

export interface OtelTracingOptions {
  /** The OTLP/HTTP traces URL (`http://collector:4318/v1/traces`). */
  endpoint: string;
  /** Share of new traces recorded; a caller's sampling decision is followed. */
  sampleRatio: number;
  /** How long finished spans wait to be sent together. */
  exportDelayMs: number;
  serviceVersion: string;
  instanceId: string;
  logger: Logger;
}

const KINDS: Record<SpanKindName, SpanKind> = { server: SpanKind.SERVER, client: SpanKind.CLIENT, internal: SpanKind.INTERNAL };

const propagator = new W3CTraceContextPropagator();

// A receiver that does not answer may hold up a batch (and the last one, at shutdown) this long, not the SDK's 30 s.
const EXPORT_TIMEOUT_MS = 5000;

class OtelSpan implements TraceSpan {
  readonly traceId: string;
  readonly spanId: string;
  private readonly tracer: Tracer;
  private readonly span: Span;

  constructor(tracer: Tracer, span: Span) {
    this.tracer = tracer;
    this.span = span;
    const context = span.spanContext();
    this.traceId = context.traceId;
    this.spanId = context.spanId;
  }

  propagationHeaders(): Record<string, string> {
    const headers: Record<string, string> = {};
    propagator.inject(this.asParent(), headers, defaultTextMapSetter);
    return headers;
  }

  child(name: string, kind: SpanKindName, attributes?: SpanAttributes): TraceSpan {
    return new OtelSpan(this.tracer, this.tracer.startSpan(name, { kind: KINDS[kind], ...(attributes ? { attributes } : {}) }, this.asParent()));
  }

  rename(name: string): void {
    this.span.updateName(name);
  }

  setAttributes(attributes: SpanAttributes): void {
    this.span.setAttributes(attributes);
  }

  end(failure?: string): void {
    if (failure !== undefined) this.span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
    this.span.end();
  }

  private asParent(): Context {
    return trace.setSpan(ROOT_CONTEXT, this.span);
  }
}

/**
 * Says once when sending spans starts failing and once when it works again: the receiver being away must be
 * visible, without a line for every batch while it is.
 */
function reportingExporter(inner: SpanExporter, logger: Logger): SpanExporter {
  let failing = false;
  return {
    export(spans, done) {
      inner.export(spans, (result) => {
        const failed = result.code !== ExportResultCode.SUCCESS;
        if (failed && !failing) logger.warn({ err: result.error }, 'sending trace spans failed; spans are dropped until the receiver answers');
        if (!failed && failing) logger.info('sending trace spans works again');
        failing = failed;
        done(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

export function otelTracing(options: OtelTracingOptions): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': 'portcullis',
      'service.version': options.serviceVersion,
      'service.instance.id': options.instanceId,
    }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.sampleRatio) }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: reportingExporter(new OTLPTraceExporter({ url: options.endpoint, timeoutMillis: EXPORT_TIMEOUT_MS }), options.logger),
        scheduledDelayMillis: options.exportDelayMs,
        exportTimeoutMillis: EXPORT_TIMEOUT_MS,
      }),
    ],
  });
  const tracer = provider.getTracer('portcullis', options.serviceVersion);
  return {
    serverSpan(name, headers, attributes) {
      const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
      return new OtelSpan(tracer, tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent));
    },
    rootSpan(name, attributes) {
      return new OtelSpan(tracer, tracer.startSpan(name, { kind: SpanKind.INTERNAL, attributes, root: true }, ROOT_CONTEXT));
    },
    shutdown: () => provider.shutdown(),
  };
}
