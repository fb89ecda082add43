import type { Registry } from 'prom-client';

/** Label values; a bucket's bound (`le`) is a number, as prom-client gives it. */
type Labels = Record<string, string | number>;

interface Tally {
  labels: Labels;
  value: number;
}

interface Timing {
  labels: Labels;
  /** Observations per bucket (not cumulative); the last slot is above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/** A series as prom-client's registry formats it (what its own metrics' `get()` returns). */
interface SeriesValue {
  value: number;
  labels: Labels;
  sharedLabels?: Labels;
  metricName?: string;
}

interface Scraped {
  name: string;
  help: string;
  type: string;
  values: SeriesValue[];
  aggregator: 'sum';
}

/** The shape the registry scrapes: what prom-client's own metric classes have. */
interface ScrapedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  labelNames: string[];
  aggregator: 'sum';
  /** For the text exposition: label sets shared by a histogram's series kept apart, as prom-client keeps them. */
  getForPromString(): Promise<Scraped>;
  get(): Promise<Scraped>;
  reset(): void;
}

/**
 * The two metrics every request updates: requests by method and status, durations by method, route and status.
 * prom-client hashes a label object (sorting its keys) and validates it on each update, which cost a single read
 * more than composing its access line. These keep plain tallies keyed by the label values and hand the
 * registry the finished series when it is scraped, in prom-client's own value format, so the exposition is the same.
 */
export class RequestMetrics {
  private readonly counts = new Map<string, Tally>();
  private readonly timings = new Map<string, Timing>();
  private readonly bounds: readonly number[];

  constructor(registry: Registry, names: { requests: string; durations: string }, bounds: readonly number[]) {
    this.bounds = bounds;
    registry.registerMetric(this.requestsMetric(names.requests) as never);
    registry.registerMetric(this.durationsMetric(names.durations) as never);
  }

  count(method: string, status: string): void {
    const key = `${method} ${status}`;
    let tally = this.counts.get(key);
    if (!tally) {
      tally = { labels: { method, status }, value: 0 };
      this.counts.set(key, tally);
    }
    tally.value += 1;
  }

  time(method: string, route: string, status: string, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let timing = this.timings.get(key);
    if (!timing) {
      timing = { labels: { method, route, status }, counts: new Array<number>(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
      this.timings.set(key, timing);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket += 1;
    timing.counts[bucket]! += 1;
    timing.sum += seconds;
    timing.count += 1;
  }

  private requestsMetric(name: string): ScrapedMetric {
    return scrapedMetric({
      name,
      help: 'HTTP requests by method and status code.',
      type: 'counter',
      labelNames: ['method', 'status'],
      values: () => [...this.counts.values()].map(({ labels, value }) => ({ labels, value })),
      reset: () => this.counts.clear(),
    });
  }

  private durationsMetric(name: string): ScrapedMetric {
    return scrapedMetric({
      name,
      help: 'HTTP request duration by method, route template and status.',
      type: 'histogram',
      labelNames: ['method', 'route', 'status'],
      values: () => [...this.timings.values()].flatMap((timing) => this.series(name, timing)),
      reset: () => this.timings.clear(),
    });
  }

  /** One label set's buckets (cumulative, then +Inf), sum and count, as prom-client lists a histogram's. */
  private series(name: string, timing: Timing): SeriesValue[] {
    let cumulative = 0;
    const buckets = this.bounds.map((bound, index) => {
      cumulative += timing.counts[index]!;
      return { labels: { le: bound }, sharedLabels: timing.labels, value: cumulative, metricName: `${name}_bucket` };
    });
    return [
      ...buckets,
      { labels: { le: '+Inf' }, sharedLabels: timing.labels, value: timing.count, metricName: `${name}_bucket` },
      { labels: {}, sharedLabels: timing.labels, value: timing.sum, metricName: `${name}_sum` },
      { labels: {}, sharedLabels: timing.labels, value: timing.count, metricName: `${name}_count` },
    ];
  }
}

/** A metric the registry scrapes, from its current series. */
function scrapedMetric(metric: Pick<ScrapedMetric, 'name' | 'help' | 'type' | 'labelNames' | 'reset'> & { values: () => SeriesValue[] }): ScrapedMetric {
  const { name, help, type, labelNames, values, reset } = metric;
  const scrape = async (): Promise<Scraped> => ({ name, help, type, aggregator: 'sum', values: values() });
  return {
    name,
    help,
    type,
    labelNames,
    aggregator: 'sum',
    getForPromString: scrape,
    // The JSON form carries each series' labels in one set, as prom-client's histograms give it.
    get: async () => {
      const scraped = await scrape();
      return {
        ...scraped,
        values: scraped.values.map(({ labels, sharedLabels, value, metricName }) =>
          sharedLabels ? { labels: { ...sharedLabels, ...labels }, value, metricName } : { labels, value },
        ),
      };
    },
    reset,
  };
}
