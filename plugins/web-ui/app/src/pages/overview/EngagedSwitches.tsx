import { Link } from 'react-aria-components';
import { api, expect } from '../../api/client.ts';
import { RelativeTime } from '../../components/RelativeTime.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { sandboxPage } from '../paths.ts';
import { OverviewCard } from './OverviewCard.tsx';

/** Why a switch was engaged, in words. */
const OWNER_WORDS: Record<string, string> = {
  manual: 'by hand',
  budget: 'its budget ran out',
  curfew: "its gateway's curfew",
  ceiling: 'it drifted past a policy ceiling',
};

/** Kill switches engaged across the gateways the caller can see, newest first, and why (GET /api/kill-switches). */
export function EngagedSwitches() {
  const engaged = useLoad(() => expect(api.GET('/api/kill-switches', { params: { query: { limit: 10 } } })), []);
  return (
    <OverviewCard
      id="kill-switches"
      title="Kill switches engaged"
      error={engaged.error}
      loading={engaged.value === null}
      empty={engaged.value?.total === 0 ? 'No kill switch is engaged: every sandbox keeps its providers.' : null}
    >
      <ul className="overview-list">
        {(engaged.value?.items ?? []).map((entry) => (
          <li key={`${entry.gateway}/${entry.workspace}/${entry.sandbox}`}>
            <Link href={sandboxPage(entry.gateway, entry.sandbox, entry.workspace)}>
              {entry.gateway} / {entry.sandbox}
            </Link>{' '}
            — {entry.engaged_by ? (OWNER_WORDS[entry.engaged_by] ?? entry.engaged_by) : 'engaged'}
            {entry.holders.length > 1 ? `, held by ${entry.holders.join(', ')}` : ''} <RelativeTime value={entry.engaged_at} />
            {entry.failure ? <span className="muted"> — {entry.failure}</span> : null}
          </li>
        ))}
      </ul>
      {engaged.value && engaged.value.total > engaged.value.items.length ? (
        <p className="muted">and {engaged.value.total - engaged.value.items.length} more.</p>
      ) : null}
    </OverviewCard>
  );
}
