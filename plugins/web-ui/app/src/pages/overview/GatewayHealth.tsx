import { Link } from 'react-aria-components';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { gatewayPage } from '../paths.ts';
import type { GatewaySummary } from './gateways.ts';
import { OverviewCard } from './OverviewCard.tsx';

const STATUSES = ['connected', 'degraded', 'unreachable', 'unknown'] as const;
/** What needs an operator: a gateway that cannot be reached or answers badly. */
const ATTENTION = new Set(['unreachable', 'degraded']);

/** Gateways by status, and those that need attention with their last error. */
export function GatewayHealth({ gateways, error }: { gateways: GatewaySummary[] | null; error: unknown }) {
  const failing = (gateways ?? []).filter((gateway) => ATTENTION.has(gateway.status));
  const none = gateways !== null && gateways.length === 0;
  return (
    <>
      <OverviewCard
        id="by-status"
        title="Gateways by status"
        error={error}
        loading={gateways === null}
        empty={none ? 'No gateway registered yet: register one on the Gateways page, or let DNS discovery find them.' : null}
      >
        <ul className="tiles">
          {STATUSES.map((status) => (
            <li key={status} className="tile">
              <StatusBadge status={status} />
              <span className="count">{(gateways ?? []).filter((gateway) => gateway.status === status).length}</span>
            </li>
          ))}
        </ul>
      </OverviewCard>
      {failing.length ? (
        <OverviewCard id="need-attention" title="Need attention" error={null} empty={null}>
          <ul>
            {failing.map((gateway) => (
              <li key={gateway.name}>
                <Link href={gatewayPage(gateway.name)}>{gateway.name}</Link> <StatusBadge status={gateway.status} />
                {gateway.last_error ? <span className="muted"> — {gateway.last_error}</span> : null}
              </li>
            ))}
          </ul>
        </OverviewCard>
      ) : null}
    </>
  );
}
