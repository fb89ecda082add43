import { useMemo } from 'react';
import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { pivot } from './chart-data.ts';

/** The audited decisions, by the words the chart shows for them (a bulk approval is one decision). */
const DECISIONS: Record<string, string> = {
  'approval.approve': 'Approved',
  'approval.approve_all': 'Approved in bulk',
  'approval.reject': 'Rejected',
};
const DAYS = 30;

/** Approval decisions per UTC day over the last 30 days, from the audit log (GET /api/audit/daily; admins). */
export function ApprovalsPerDayChart() {
  const counts = useLoad(() => expect(api.GET('/api/audit/daily', { params: { query: { action: Object.keys(DECISIONS), days: DAYS } } })), []);
  const data = useMemo(
    () =>
      counts.value
        ? pivot(
            counts.value.days,
            counts.value.items,
            (row) => DECISIONS[row.action] ?? row.action,
            (row) => row.day,
            (row) => row.entries,
          )
        : null,
    [counts.value],
  );
  return (
    <section aria-labelledby="decided-per-day">
      <Heading level={2} id="decided-per-day">
        Decided per day
      </Heading>
      <ProblemMessage error={counts.error} />
      {data ? (
        <ChartFigure
          title={`Approval decisions per day (UTC), last ${DAYS} days`}
          kind="stacked-bars"
          data={data}
          unit="decisions"
          empty="No approval decided in the last 30 days: decisions taken here or through the API are counted from the audit log."
        />
      ) : null}
    </section>
  );
}
