// The kernel's own view of a trace span: what the request pipeline, the scheduler, the logger and plugins need of
// one, and nothing of the OpenTelemetry SDK behind it (otel-tracing.ts, loaded only when tracing is on). Tracing is
// off by default, and then no span exists: every user checks for one (docs/observability.md).

export type SpanKindName = 'server' | 'client' | 'internal';

export type SpanAttributes = Record<string, string | number | boolean>;

export interface TraceSpan {
  /** 32 hex digits, as log lines and the W3C `traceparent` carry it. */
  readonly traceId: string;
  /** 16 hex digits. */
  readonly spanId: string;
  /** `traceparent` (and `tracestate` when the trace has one) naming this span as the parent of a call it makes. */
  propagationHeaders(): Record<string, string>;
  /** A span below this one (a gateway call of a request, say). */
  child(name: string, kind: SpanKindName, attributes?: SpanAttributes): TraceSpan;
  /** The final name, once it is known (the route template a request matched). */
  rename(name: string): void;
  setAttributes(attributes: SpanAttributes): void;
  /** Ends the span; a `failure` marks it as an error with that message. */
  end(failure?: string): void;
}

/** What the kernel starts spans with; one per kernel, made from its settings (install.ts). */
export interface Tracing {
  /** The span of a request served, continuing the caller's trace when its W3C trace context headers name one. */
  serverSpan(name: string, headers: Readonly<Record<string, string | string[] | undefined>>, attributes: SpanAttributes): TraceSpan;
  /** The first span of a trace (a task run). */
  rootSpan(name: string, attributes: SpanAttributes): TraceSpan;
  /** Sends what is still queued and stops. */
  shutdown(): Promise<void>;
}
