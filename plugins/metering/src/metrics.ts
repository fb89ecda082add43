import type { Metrics } from '@portcullis/core';

export interface MeteringMetrics {
  requests: { inc(labels: { gateway: string }, value: number): void };
  overruns: { inc(labels: { gateway: string }): void };
}

export function meteringMetrics(metrics: Metrics): MeteringMetrics {
  return {
    requests: metrics.counter('metering_requests_total', 'Metered requests counted, by gateway.', ['gateway']),
    overruns: metrics.counter(
      'metering_ring_overruns_total',
      "Polls of a sandbox whose gateway log ring (2000 lines) no longer reached back to the previous poll: the lines written in between beyond the ring's size were never counted.",
      ['gateway'],
    ),
  };
}
