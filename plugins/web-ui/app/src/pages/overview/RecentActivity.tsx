import { Link } from 'react-aria-components';
import { api, expect } from '../../api/client.ts';
import { RelativeTime } from '../../components/RelativeTime.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { OverviewCard } from './OverviewCard.tsx';

const SHOWN = 8;

/** The latest entries of the audit log (admins): who did what, where, and how it ended. */
export function RecentActivity() {
  const recent = useLoad(() => expect(api.GET('/api/audit', { params: { query: { limit: SHOWN } } })), []);
  return (
    <OverviewCard
      id="recent-activity"
      title="Recent activity"
      error={recent.error}
      loading={recent.value === null}
      empty={recent.value?.total === 0 ? 'Nothing recorded yet.' : null}
    >
      <ul className="overview-list">
        {(recent.value?.items ?? []).map((entry) => (
          <li key={entry.id}>
            <RelativeTime value={entry.timestamp} /> — {entry.actor} <code>{entry.action}</code> {entry.resource_type}
            {entry.resource_id ? ` ${entry.resource_id}` : ''}
            {entry.gateway ? ` on ${entry.gateway}` : ''}
            {entry.outcome && entry.outcome !== 'succeeded' ? <span className="muted"> ({entry.outcome})</span> : null}
          </li>
        ))}
      </ul>
      <p>
        <Link href="/audit">The whole audit log</Link>
      </p>
    </OverviewCard>
  );
}
