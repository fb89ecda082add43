import { useMemo, useState } from 'react';
import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ChoicePicker } from '../components/ChoicePicker.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { pivot } from './chart-data.ts';

const GROUPINGS = { sandbox: 'Per sandbox', gateway: 'Per gateway' } as const;
const RANGES = { '7': 'Last 7 days', '30': 'Last 30 days', '90': 'Last 90 days' } as const;

/** Metered requests per UTC day, stacked per sandbox or per gateway (GET /api/usage/daily). */
export function UsageHistoryChart() {
  const [grouping, setGrouping] = useState<keyof typeof GROUPINGS>('sandbox');
  const [range, setRange] = useState<keyof typeof RANGES>('30');
  const history = useLoad(() => expect(api.GET('/api/usage/daily', { params: { query: { days: Number(range) } } })), [range]);
  const data = useMemo(() => {
    if (!history.value) return null;
    const seriesOf = (row: (typeof history.value.items)[number]) => (grouping === 'sandbox' ? `${row.gateway}/${row.sandbox}` : row.gateway);
    return pivot(
      history.value.days,
      history.value.items,
      seriesOf,
      (row) => row.day,
      (row) => row.requests,
    );
  }, [history.value, grouping]);
  return (
    <section aria-labelledby="usage-per-day">
      <Heading level={2} id="usage-per-day">
        Requests per day
      </Heading>
      <div className="filters">
        <ChoicePicker label="Stack" value={grouping} choices={GROUPINGS} onChange={setGrouping} />
        <ChoicePicker label="Range" value={range} choices={RANGES} onChange={setRange} />
      </div>
      <ProblemMessage error={history.error} />
      {data ? (
        <ChartFigure
          title={`Metered requests per day (UTC), ${GROUPINGS[grouping].toLowerCase()}`}
          kind="stacked-bars"
          data={data}
          unit="requests"
          empty="No metered request in this range yet: requests are counted from the sandboxes' inference lines at each metering poll."
        />
      ) : (
        <p className="muted">Loading…</p>
      )}
    </section>
  );
}
