import { Link } from 'react-aria-components';
import { api, expect } from '../../api/client.ts';
import { RelativeTime } from '../../components/RelativeTime.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { sandboxPage } from '../paths.ts';
import { fromEachGateway, type GatewaySummary } from './gateways.ts';
import { OverviewCard } from './OverviewCard.tsx';

const SHOWN = 5;

/** Pending approvals across gateways, the longest waiting first, with how long each has waited. */
export function OldestApprovals({ gateways }: { gateways: GatewaySummary[] }) {
  const pending = useLoad(
    () =>
      fromEachGateway(gateways, async (gw) => {
        const page = await expect(api.GET('/api/gateways/{gw}/approvals/pending', { params: { path: { gw }, query: { limit: 200 } } }));
        return page.items.map((chunk) => ({ gw, chunk }));
      }),
    [gateways],
  );
  const waiting = [...(pending.value ?? [])].sort((a, b) => (a.chunk.first_seen ?? '').localeCompare(b.chunk.first_seen ?? ''));
  return (
    <OverviewCard
      id="pending-approvals"
      title="Pending approvals"
      error={pending.error}
      loading={pending.value === null}
      empty={
        pending.value && waiting.length === 0 ? 'Nothing waits for a decision: denied connections of sandboxes show up here and on the Approvals page.' : null
      }
    >
      <p>
        <Link href="/approvals">{waiting.length === 1 ? '1 approval is' : `${waiting.length} approvals are`} waiting for a decision</Link>, the longest waiting
        first:
      </p>
      <ol className="overview-list">
        {waiting.slice(0, SHOWN).map(({ gw, chunk }) => (
          <li key={`${gw}/${chunk.chunk_id}`}>
            <Link href={sandboxPage(gw, chunk.sandbox)}>
              {gw} / {chunk.sandbox}
            </Link>{' '}
            {chunk.endpoint.host ?? chunk.rule_name}
            {chunk.endpoint.port ? `:${chunk.endpoint.port}` : ''} <span className="muted">waiting since</span>{' '}
            <RelativeTime value={chunk.first_seen} fallback="—" />
          </li>
        ))}
      </ol>
    </OverviewCard>
  );
}
