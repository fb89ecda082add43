import { Heading } from 'react-aria-components';
import { useLoad } from '../components/useLoad.ts';
import { useSession } from '../session.tsx';
import { ActiveCurfews } from './overview/ActiveCurfews.tsx';
import { BudgetsNearLimit } from './overview/BudgetsNearLimit.tsx';
import { EngagedSwitches } from './overview/EngagedSwitches.tsx';
import { GatewayHealth } from './overview/GatewayHealth.tsx';
import { visibleGateways } from './overview/gateways.ts';
import { OldestApprovals } from './overview/OldestApprovals.tsx';
import { RecentActivity } from './overview/RecentActivity.tsx';
import { SandboxStates } from './overview/SandboxStates.tsx';

/**
 * "Is anything wrong, and what needs me?": gateways by status and those needing attention, sandboxes by state,
 * pending approvals (oldest first), kill switches engaged, budgets near their limit, curfews active now, and the
 * latest audit entries, each shown only while its plugin is on (and the audit log to admins only).
 */
export function OverviewPage() {
  const session = useSession();
  const on = (plugin: string) => session.plugins.has(plugin);
  const gateways = useLoad(async () => (on('gateways') ? visibleGateways() : []), [session.plugins]);
  return (
    <>
      <Heading level={1}>Overview</Heading>
      <div className="overview">
        {on('gateways') ? <GatewayHealth gateways={gateways.value} error={gateways.error} /> : null}
        {on('sandboxes') ? <SandboxStates /> : null}
        {on('approvals') && gateways.value ? <OldestApprovals gateways={gateways.value} /> : null}
        {on('kill-switch') ? <EngagedSwitches /> : null}
        {on('budgets') ? <BudgetsNearLimit /> : null}
        {on('curfew') && gateways.value ? <ActiveCurfews gateways={gateways.value} /> : null}
        {on('audit') && session.can('admin') ? <RecentActivity /> : null}
      </div>
    </>
  );
}
