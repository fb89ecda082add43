import { useMemo } from 'react';
import { api, expect } from '../api/client.ts';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { ChartFigure } from './ChartFigure.tsx';
import type { ChartData } from './chart-data.ts';

/** The probes charted: the most recent ones, enough for a day at a probe a few minutes apart. */
const CHARTED_PROBES = 500;

interface Probe {
  probed_at: string;
  status: string;
  latency_ms: number | null;
}

/** `2026-11-28 16:00 UTC`: the hour a probe falls in, the same for every reader whatever their time zone. */
function utcHour(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 13)}:00 UTC`;
}

/** Each probe's latency, oldest first; a probe that failed has none (a gap in the line). */
export function latencyData(probes: Probe[]): ChartData {
  return {
    // To the millisecond: probes a moment apart stay apart (each label is a row of the table).
    labels: probes.map((probe) => probe.probed_at.replace('T', ' ').replace(/Z$/, ' UTC')),
    series: [{ name: 'Latency', values: probes.map((probe) => probe.latency_ms) }],
  };
}

/** The share of probes that found the gateway connected, per UTC hour, in percent (whole numbers). */
export function availabilityData(probes: Probe[]): ChartData {
  const hours = new Map<string, { connected: number; all: number }>();
  for (const probe of probes) {
    const hour = hours.get(utcHour(probe.probed_at)) ?? { connected: 0, all: 0 };
    hour.all += 1;
    if (probe.status === 'connected') hour.connected += 1;
    hours.set(utcHour(probe.probed_at), hour);
  }
  return {
    labels: [...hours.keys()],
    series: [{ name: 'Available', values: [...hours.values()].map((hour) => Math.round((hour.connected / hour.all) * 100)) }],
  };
}

/** A gateway's latency and availability over its recent health history (GET /api/gateways/{gw}/health/history). */
export function HealthCharts({ gw, version }: { gw: string; version: unknown }) {
  const history = useLoad(
    () => expect(api.GET('/api/gateways/{gw}/health/history', { params: { path: { gw }, query: { limit: CHARTED_PROBES } } })),
    [gw, version],
  );
  const oldestFirst = useMemo(() => [...(history.value?.items ?? [])].reverse(), [history.value]);
  const empty = 'No probe recorded yet: the health monitor probes each gateway on its interval, SERVICE_HEALTH_INTERVAL_SECONDS apart.';
  return (
    <div className="chart-pair">
      <ProblemMessage error={history.error} />
      <ChartFigure title={`Probe latency of ${gw}`} kind="line" data={latencyData(oldestFirst)} unit="ms" empty={empty} />
      <ChartFigure
        title={`Availability of ${gw} per hour`}
        kind="stacked-bars"
        data={availabilityData(oldestFirst)}
        unit="% of probes connected"
        empty={empty}
      />
    </div>
  );
}
