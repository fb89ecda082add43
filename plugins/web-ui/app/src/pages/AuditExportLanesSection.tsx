import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { DataList } from '../components/DataList.tsx';

/** The SIEM export lanes (admin, read-only): where each stands in the log, how far behind it is, its last error. */
export function AuditExportLanesSection() {
  return (
    <section aria-labelledby="export-lanes">
      <Heading level={2} id="export-lanes">
        Export to the SIEM
      </Heading>
      <DataList
        label="Audit export lanes"
        empty="No export lane is configured (SERVICE_AUDIT_SYSLOG_TARGET, SERVICE_AUDIT_OCSF_URL, SERVICE_AUDIT_OTLP_ENDPOINT)."
        keyOf={(lane) => lane.lane}
        load={async () => {
          const { items } = await expect(api.GET('/api/audit/export-lanes'));
          return { items, total: items.length };
        }}
        columns={[
          { title: 'Lane', render: (lane) => <code>{lane.lane}</code> },
          { title: 'Sends', render: (lane) => lane.description },
          { title: 'Cursor', render: (lane) => `#${lane.position}` },
          { title: 'Lag', render: (lane) => (lane.lag_rows === 0 ? 'caught up' : `${lane.lag_rows} rows, oldest ${Math.round(lane.lag_seconds)} s`) },
          { title: 'Last error', render: (lane) => (lane.last_error ? `${lane.last_error} (retry ${lane.next_attempt_at ?? 'at the next run'})` : '—') },
        ]}
      />
    </section>
  );
}
