import { useState } from 'react';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { CreateSection } from '../components/CreateSection.tsx';
import type { Paging } from '../components/DataList.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import type { UsageWindow } from '../components/WindowPicker.tsx';
import { type BudgetAction, BudgetTermsFields } from './BudgetSection.tsx';
import { LabelRuleFields, selectorsOf } from './LabelRuleFields.tsx';
import { LabelRulesPage } from './LabelRulesPage.tsx';

type BudgetRule = paths['/api/budget-rules/{name}']['get']['responses'][200]['content']['application/json'];

/** Budget rules: the list (viewers) and, for admins, an editor for a new rule or the one chosen from the list. */
export function BudgetRulesPage() {
  return (
    <LabelRulesPage<BudgetRule>
      title="Budget rules"
      intro="Every sandbox whose gateway has a rule's gateway labels and which has its sandbox labels gets the rule's budget, unless it has a budget of its own. Of several matching rules the first by name applies."
      empty="No budget rule yet: sandboxes are limited only by budgets of their own."
      load={(paging: Paging) => expect(api.GET('/api/budget-rules', { params: { query: paging } }))}
      columns={[{ title: 'Budget', render: (rule) => `${rule.limit_requests} requests ${rule.window}, then ${rule.action}` }]}
      removeQuestion={(rule) => `Delete budget rule ${rule.name}? The sandboxes it covers are no longer limited by it.`}
      remove={(name) => expect(api.DELETE('/api/budget-rules/{name}', { params: { path: { name } } }))}
      editor={(current, onSaved) => <BudgetRuleEditor current={current} onSaved={onSaved} />}
    />
  );
}

function BudgetRuleEditor({ current, onSaved }: { current: BudgetRule | null; onSaved(): void }) {
  const [period, setPeriod] = useState<UsageWindow>(current?.window ?? 'daily');
  const [action, setAction] = useState<BudgetAction>(current?.action ?? 'notify');
  const save = useSubmit(async (data) => {
    await expect(
      api.PUT('/api/budget-rules/{name}', {
        params: { path: { name: String(data.get('name')) } },
        body: { ...selectorsOf(data), limit_requests: Number(data.get('limit')), window: period, action },
      }),
    );
    onSaved();
  });
  return (
    <CreateSection id="budget-rule-editor" title={current ? `Edit budget rule ${current.name}` : 'New budget rule'} submit={save} submitLabel="Save rule">
      <LabelRuleFields current={current} />
      <BudgetTermsFields limit={current?.limit_requests} period={period} onPeriod={setPeriod} action={action} onAction={setAction} />
    </CreateSection>
  );
}
