import { Heading, Link } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSession } from '../session.tsx';

const STATUSES = ['connected', 'degraded', 'unreachable', 'unknown'] as const;

/** Gateways by status, pending approvals, and the gateways that need attention (unreachable or degraded). */
export function OverviewPage() {
  const session = useSession();
  const gateways = useLoad(
    async () => (session.plugins.has('gateways') ? (await expect(api.GET('/api/gateway/list', { params: { query: { limit: 500, label: [] } } }))).items : []),
    [session.plugins],
  );
  const pending = useLoad(async () => {
    if (!session.plugins.has('approvals') || !gateways.value) return null;
    const totals = await Promise.all(
      gateways.value.map((gateway) =>
        expect(api.GET('/api/gateways/{gw}/approvals/pending', { params: { path: { gw: gateway.name }, query: { limit: 1 } } })).then(
          (page) => page.total,
          () => 0,
        ),
      ),
    );
    return totals.reduce((sum, total) => sum + total, 0);
  }, [gateways.value]);
  const failing = (gateways.value ?? []).filter((gateway) => gateway.status === 'unreachable' || gateway.status === 'degraded');
  return (
    <>
      <Heading level={1}>Overview</Heading>
      <ProblemMessage error={gateways.error} />
      {session.plugins.has('gateways') ? (
        <section aria-labelledby="by-status">
          <Heading level={2} id="by-status">
            Gateways by status
          </Heading>
          <ul className="tiles">
            {STATUSES.map((status) => (
              <li key={status} className="tile">
                <StatusBadge status={status} />
                <span className="count">{(gateways.value ?? []).filter((gateway) => gateway.status === status).length}</span>
              </li>
            ))}
          </ul>
          {pending.value !== null ? (
            <p className="tile-line">
              <Link href="/approvals">{pending.value === 1 ? '1 approval is' : `${pending.value} approvals are`} waiting for a decision</Link>
            </p>
          ) : null}
          {failing.length ? (
            <>
              <Heading level={2}>Need attention</Heading>
              <ul>
                {failing.map((gateway) => (
                  <li key={gateway.name}>
                    <Link href={`/gateways/${encodeURIComponent(gateway.name)}`}>{gateway.name}</Link> <StatusBadge status={gateway.status} />
                    {gateway.last_error ? <span className="muted"> — {gateway.last_error}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
