import { Link } from 'react-aria-components';
import { ApiError, api, expect } from '../../api/client.ts';
import { RelativeTime } from '../../components/RelativeTime.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { gatewayPage } from '../paths.ts';
import { fromEachGateway, type GatewaySummary } from './gateways.ts';
import { OverviewCard } from './OverviewCard.tsx';

/** Gateways whose curfew window is on now: their sandboxes' providers are detached until it ends. */
export function ActiveCurfews({ gateways }: { gateways: GatewaySummary[] }) {
  const active = useLoad(
    () =>
      fromEachGateway(gateways, async (name) => {
        const curfew = await expect(api.GET('/api/gateways/{gw}/curfew', { params: { path: { gw: name } } })).catch((failure: unknown) => {
          // A gateway without a curfew answers 404: nothing to show for it.
          if (failure instanceof ApiError && failure.problem.status === 404) return null;
          throw failure;
        });
        return curfew?.enabled && curfew.in_window ? [curfew] : [];
      }),
    [gateways],
  );
  return (
    <OverviewCard
      id="curfews"
      title="Curfews active now"
      error={active.error}
      loading={active.value === null}
      empty={active.value?.length === 0 ? 'No curfew is active now.' : null}
    >
      <ul className="overview-list">
        {(active.value ?? []).map((curfew) => (
          <li key={curfew.gateway}>
            <Link href={gatewayPage(curfew.gateway)}>{curfew.gateway}</Link> — until <RelativeTime value={curfew.window.ends_at} /> ({curfew.timezone})
          </li>
        ))}
      </ul>
    </OverviewCard>
  );
}
