import { createRequire } from 'node:module';
import type * as PromClient from 'prom-client';
import type { Counter, Gauge } from 'prom-client';
import { RequestMetrics } from './http/request-metrics.ts';
import { VERSION } from './version.ts';

export const METRIC_PREFIX = 'portcullis_';

// prom-client's index also loads what this service never uses (the cluster aggregator and node:cluster, the
// Pushgateway and its HTTP clients, summaries and their digests): about 1.5 MB of heap and script source for the
// life of the process. Its modules are plain CommonJS files without an exports map.
const load = createRequire(import.meta.url);
const CounterClass = load('prom-client/lib/counter') as typeof PromClient.Counter;
const GaugeClass = load('prom-client/lib/gauge') as typeof PromClient.Gauge;
const Registry = load('prom-client/lib/registry') as typeof PromClient.Registry;
const collectDefaultMetrics = load('prom-client/lib/defaultMetrics') as typeof PromClient.collectDefaultMetrics;

/** What plugins hold of their own metrics (prom-client's types, named here so plugins need not depend on it). */
export type MetricCounter<L extends string = string> = Counter<L>;
export type MetricGauge<L extends string = string> = Gauge<L>;

/**
 * Where an error nobody expected surfaced: a request handler (answered 500), a WebSocket, a background task, an
 * event subscriber, an operation, or the process itself (an uncaught exception or unhandled rejection).
 */
export type UnexpectedSource = 'request' | 'socket' | 'task' | 'subscriber' | 'operation' | 'process';

/** Connections closed because the client broke the protocol: malformed HTTP, or WebSocket protocol errors. */
export type ConnectionErrorKind = 'http' | 'websocket';

/** The kernel's metrics registry; plugins register theirs on `registry` with the same prefix. */
export class Metrics {
  readonly registry = new Registry();
  /** HTTP requests and their durations (`http_requests_total`, `http_request_duration_seconds`). */
  readonly requests: RequestMetrics;
  readonly rateLimited: Counter<'limiter'>;
  readonly unexpectedErrors: Counter<'source'>;
  readonly connectionErrors: Counter<'kind'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
    new GaugeClass({ name: `${METRIC_PREFIX}info`, help: 'Portcullis build information.', labelNames: ['version'], registers: [this.registry] }).set(
      { version: VERSION },
      1,
    );
    this.requests = new RequestMetrics(
      this.registry,
      { requests: `${METRIC_PREFIX}http_requests_total`, durations: `${METRIC_PREFIX}http_request_duration_seconds` },
      [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    this.rateLimited = new CounterClass({
      name: `${METRIC_PREFIX}rate_limited_total`,
      help: 'Requests refused by a rate limiter.',
      labelNames: ['limiter'],
      registers: [this.registry],
    });
    this.unexpectedErrors = new CounterClass({
      name: `${METRIC_PREFIX}unexpected_errors_total`,
      help: 'Errors nobody expected, by where they surfaced (each is logged); the process lives on.',
      labelNames: ['source'],
      registers: [this.registry],
    });
    this.connectionErrors = new CounterClass({
      name: `${METRIC_PREFIX}connection_errors_total`,
      help: 'Connections closed because the client broke the HTTP or WebSocket protocol.',
      labelNames: ['kind'],
      registers: [this.registry],
    });
  }

  unexpected(source: UnexpectedSource): void {
    this.unexpectedErrors.inc({ source });
  }

  connectionError(kind: ConnectionErrorKind): void {
    this.connectionErrors.inc({ kind });
  }

  /** A gauge whose value is computed at scrape time. */
  gauge<L extends string>(name: string, help: string, labelNames: L[], collect: (gauge: Gauge<L>) => Promise<void> | void): Gauge<L> {
    return new GaugeClass<L>({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await collect(this);
      },
    });
  }

  counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return new CounterClass<L>({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [this.registry] });
  }
}
