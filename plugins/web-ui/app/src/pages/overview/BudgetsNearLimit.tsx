import { Link } from 'react-aria-components';
import { api, expect } from '../../api/client.ts';
import { useLoad } from '../../components/useLoad.ts';
import { sandboxPage } from '../paths.ts';
import { OverviewCard } from './OverviewCard.tsx';

/** Budgets that used 80 % of their limit or more, the most used first (GET /api/budgets). */
export function BudgetsNearLimit() {
  const near = useLoad(() => expect(api.GET('/api/budgets', { params: { query: { near: 0.8, limit: 10 } } })), []);
  return (
    <OverviewCard
      id="budgets-near"
      title="Budgets near their limit"
      error={near.error}
      loading={near.value === null}
      empty={near.value?.total === 0 ? 'No budget has used 80 % of its limit in its current window.' : null}
    >
      <ul className="overview-list">
        {(near.value?.items ?? []).map((budget) => (
          <li key={`${budget.gateway}/${budget.workspace}/${budget.sandbox}`}>
            <Link href={sandboxPage(budget.gateway, budget.sandbox, budget.workspace)}>
              {budget.gateway} / {budget.sandbox}
            </Link>{' '}
            <meter
              min={0}
              max={budget.limit_requests || 1}
              value={Math.min(budget.used, budget.limit_requests || 1)}
              aria-label={`Budget of ${budget.sandbox} used`}
            />{' '}
            {budget.used} of {budget.limit_requests} requests ({budget.window}){budget.exceeded ? <strong> — reached</strong> : null}
          </li>
        ))}
      </ul>
    </OverviewCard>
  );
}
