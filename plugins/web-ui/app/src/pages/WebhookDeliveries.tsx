import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { DataList, type Paging } from '../components/DataList.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';

/** One webhook's delivery log, newest first: each attempt, its answer and how long it took. */
export function WebhookDeliveries({ id, url, version }: { id: string; url: string; version: unknown }) {
  return (
    <section aria-labelledby="deliveries">
      <Heading level={2} id="deliveries">
        Deliveries to {url}
      </Heading>
      <DataList
        label="Deliveries"
        version={`${id}/${String(version)}`}
        keyOf={(delivery) => String(delivery.id)}
        load={(paging: Paging) => expect(api.GET('/api/webhooks/{id}/deliveries', { params: { path: { id }, query: paging } }))}
        empty="Nothing delivered yet."
        columns={[
          { title: 'When', render: (delivery) => <RelativeTime value={delivery.created_at} /> },
          { title: 'Event', render: (delivery) => delivery.event },
          { title: 'Status', render: (delivery) => <StatusBadge status={delivery.status} /> },
          { title: 'Attempt', render: (delivery) => delivery.attempt },
          { title: 'Answer', render: (delivery) => delivery.error ?? (delivery.response_code === null ? '—' : `HTTP ${delivery.response_code}`) },
          { title: 'Duration', render: (delivery) => `${delivery.duration_ms} ms` },
        ]}
      />
    </section>
  );
}
