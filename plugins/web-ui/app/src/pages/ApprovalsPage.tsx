import { useEffect, useState } from 'react';
import { Heading, Link } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ApprovalsPerDayChart } from '../charts/ApprovalsPerDayChart.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSession } from '../session.tsx';
import { ApprovalItem, type Chunk } from './ApprovalItems.tsx';
import { sandboxPage } from './paths.ts';

/** The service detects new chunks every few seconds; the inbox asks as often, so it fills without a reload. */
const REFRESH_MS = 3000;

/** Pending approvals across every gateway, refreshed while the page is open. */
export function ApprovalsPage() {
  const session = useSession();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((t) => t + 1), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const inbox = useLoad(async () => {
    const gateways = (await expect(api.GET('/api/gateways', { params: { query: { limit: 500, label: [] } } }))).items;
    const pending = await Promise.all(
      gateways.map(async (gateway) => {
        const page = await expect(api.GET('/api/gateways/{gw}/approvals/pending', { params: { path: { gw: gateway.name }, query: { limit: 200 } } })).catch(
          () => ({ items: [] as Chunk[], total: 0 }),
        );
        return page.items.map((chunk) => ({ gw: gateway.name, chunk }));
      }),
    );
    return pending.flat();
  }, [tick]);
  return (
    <>
      <Heading level={1}>Approvals</Heading>
      <ProblemMessage error={inbox.error} />
      {inbox.value && inbox.value.length === 0 ? (
        <p className="empty-state">No agent is waiting for a decision. Requests appear here within seconds of a sandbox being denied a connection.</p>
      ) : null}
      <ul className="approvals" aria-label="Pending approvals">
        {(inbox.value ?? []).map(({ gw, chunk }) => (
          <ApprovalItem
            key={`${gw}/${chunk.chunk_id}`}
            gw={gw}
            chunk={chunk}
            onDecided={() => setTick((t) => t + 1)}
            context={
              <Link href={sandboxPage(gw, chunk.sandbox)}>
                {gw} / {chunk.sandbox}
              </Link>
            }
          />
        ))}
      </ul>
      {session.plugins.has('audit') && session.can('admin') ? <ApprovalsPerDayChart /> : null}
    </>
  );
}
