import { useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { HealthCharts } from '../charts/HealthCharts.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';

/**
 * The gateway's health probes, newest first (the service keeps SERVICE_HEALTH_HISTORY_RETENTION_HOURS of them):
 * when a status began and ended is read down the Status column, with each probe's latency or error beside it; above
 * the table, the latency and availability charted.
 */
export function HealthHistorySection({ gw }: { gw: string }) {
  const [version, setVersion] = useState(0);
  return (
    <section aria-labelledby="health-history">
      <div className="page-head">
        <Heading level={2} id="health-history">
          Health history
        </Heading>
        <Button onPress={() => setVersion((v) => v + 1)}>Refresh history</Button>
      </div>
      <HealthCharts gw={gw} version={version} />
      <DataList
        label="Health history"
        version={`${gw}/${version}`}
        keyOf={(probe) => String(probe.id)}
        load={(paging: Paging) => expect(api.GET('/api/gateways/{gw}/health/history', { params: { path: { gw }, query: paging } }))}
        empty="No probe recorded yet."
        columns={[
          { title: 'Probed at', render: (probe) => <RelativeTime value={probe.probed_at} /> },
          { title: 'Status', render: (probe) => <StatusBadge status={probe.status} /> },
          { title: 'Latency', render: (probe) => (probe.latency_ms === null ? '—' : `${probe.latency_ms} ms`) },
          { title: 'Error', render: (probe) => probe.error ?? '' },
        ]}
      />
    </section>
  );
}
