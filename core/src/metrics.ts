import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { VERSION } from './version.ts';

export const METRIC_PREFIX = 'portcullis_';

/** The kernel's metrics registry; plugins register theirs on `registry` with the same prefix. */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly rateLimited: Counter<'limiter'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
    new Gauge({ name: `${METRIC_PREFIX}info`, help: 'Portcullis build information.', labelNames: ['version'], registers: [this.registry] })
      .set({ version: VERSION }, 1);
    this.httpRequests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`, help: 'HTTP requests by method and status code.',
      labelNames: ['method', 'status'], registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`, help: 'HTTP request duration by method, route template and status.',
      labelNames: ['method', 'route', 'status'], registers: [this.registry],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
    this.rateLimited = new Counter({
      name: `${METRIC_PREFIX}rate_limited_total`, help: 'Requests refused by a rate limiter.',
      labelNames: ['limiter'], registers: [this.registry],
    });
  }

  /** A gauge whose value is computed at scrape time. */
  gauge<L extends string>(name: string, help: string, labelNames: L[], collect: (gauge: Gauge<L>) => Promise<void> | void): Gauge<L> {
    return new Gauge<L>({
      name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [this.registry],
      async collect() { await collect(this); },
    });
  }

  counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return new Counter<L>({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [this.registry] });
  }
}
