import { useState } from 'react';
import { Heading, Link } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { UsageHistoryChart } from '../charts/UsageHistoryChart.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { type UsageWindow, WindowPicker } from '../components/WindowPicker.tsx';
import { gatewayPage, sandboxPage } from './paths.ts';

/** What the window counts, in words (windows are UTC days). */
function windowText(period: UsageWindow, since: string | null): string {
  if (period === 'total') return 'Every request counted since metering started.';
  return `Requests counted since ${since ?? '…'} (UTC).`;
}

/** The top consumers of metered requests across every gateway, per window (metering). */
export function UsagePage() {
  const [period, setPeriod] = useState<UsageWindow>('daily');
  const [since, setSince] = useState<string | null>(null);
  return (
    <>
      <Heading level={1}>Usage</Heading>
      <UsageHistoryChart />
      <Heading level={2}>Top consumers</Heading>
      <WindowPicker label="Window" value={period} onChange={setPeriod} />
      <p className="muted" data-testid="usage-window">
        {windowText(period, since)}
      </p>
      <DataList
        label="Metered requests by sandbox"
        version={period}
        keyOf={(row) => `${row.gateway}/${row.workspace}/${row.sandbox}`}
        load={async (paging: Paging) => {
          const summary = await expect(api.GET('/api/usage/summary', { params: { query: { window: period, ...paging } } }));
          setSince(summary.since);
          return summary;
        }}
        columns={[
          { title: 'Sandbox', render: (row) => <Link href={sandboxPage(row.gateway, row.sandbox)}>{row.sandbox}</Link> },
          { title: 'Gateway', render: (row) => <Link href={gatewayPage(row.gateway)}>{row.gateway}</Link> },
          { title: 'Workspace', render: (row) => row.workspace },
          { title: 'Requests', render: (row) => row.requests },
        ]}
        empty="No metered request in this window: once a sandbox makes inference calls, the next metering poll counts them here."
      />
    </>
  );
}
