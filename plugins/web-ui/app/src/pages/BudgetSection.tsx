import { useState } from 'react';
import { Button, Form, Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { ApiError, api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { type UsageWindow, WindowPicker } from '../components/WindowPicker.tsx';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';

type Budget = paths['/api/gateways/{gw}/sandboxes/{name}/budget']['get']['responses'][200]['content']['application/json'];
export type BudgetAction = Budget['action'];

const ACTION_WORDS: Record<BudgetAction, string> = {
  notify: 'notify (budget.exceeded only)',
  detach: 'detach its providers (kill switch)',
};

/** The sandbox's request budget: its limit against what the current window used, and (operators) set or clear it. */
export function BudgetSection({ gw, name }: { gw: string; name: string }) {
  const session = useSession();
  const workspace = useWorkspace();
  const path = { gw, name };
  const query = { workspace };
  const budget = useLoad(async () => {
    try {
      return { current: await expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/budget', { params: { path, query } })) };
    } catch (error) {
      if (error instanceof ApiError && error.problem.code === 'BUDGET_NOT_FOUND') return { current: null };
      throw error;
    }
  }, [gw, name, workspace]);
  const current = budget.value?.current;
  return (
    <section aria-labelledby="budget">
      <Heading level={2} id="budget">
        Budget
      </Heading>
      <ProblemMessage error={budget.error} />
      {budget.value ? <BudgetFacts budget={current ?? null} /> : null}
      {budget.value && session.canOn(gw, 'operator') ? (
        <>
          <BudgetForm gw={gw} name={name} current={current ?? null} onSaved={budget.reload} />
          {current ? (
            <ConfirmAction
              label="Clear budget"
              question={`Remove the budget of ${name}? Its requests are no longer limited; a kill switch the budget engaged stays until resumed.`}
              action={() => expect(api.DELETE('/api/gateways/{gw}/sandboxes/{name}/budget', { params: { path, query } }))}
              onDone={budget.reload}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function BudgetFacts({ budget }: { budget: Budget | null }) {
  if (!budget) return <p data-testid="budget-state">No budget: requests are not limited.</p>;
  return (
    <dl className="facts" data-testid="budget-state">
      <dt>Limit</dt>
      <dd>
        {budget.limit_requests} requests, {budget.window} (UTC); at the limit: {ACTION_WORDS[budget.action]}
      </dd>
      <dt>Used</dt>
      <dd>
        <span data-testid="budget-used">{budget.used}</span> of {budget.limit_requests}
        {budget.window_start ? ` since ${budget.window_start}` : ' in total'}
        {budget.exceeded ? (
          <strong className="problem-inline" data-testid="budget-exceeded">
            {' '}
            · exceeded
          </strong>
        ) : null}
        {budget.notified && budget.exceeded_at ? ` · notified at ${budget.exceeded_at}` : null}
      </dd>
      <dt>Set by</dt>
      <dd>
        {budget.updated_by} at {budget.updated_at}
      </dd>
    </dl>
  );
}

function BudgetForm({ gw, name, current, onSaved }: { gw: string; name: string; current: Budget | null; onSaved(): void }) {
  const workspace = useWorkspace();
  const [period, setPeriod] = useState<UsageWindow>(current?.window ?? 'daily');
  const [action, setAction] = useState<BudgetAction>(current?.action ?? 'notify');
  const save = useSubmit(async (data) => {
    await expect(
      api.PUT('/api/gateways/{gw}/sandboxes/{name}/budget', {
        params: { path: { gw, name }, query: { workspace } },
        body: { limit_requests: Number(data.get('limit')), window: period, action },
      }),
    );
    onSaved();
  });
  return (
    <Form onSubmit={save.onSubmit} aria-label="Set budget">
      <BudgetTermsFields limit={current?.limit_requests} period={period} onPeriod={setPeriod} action={action} onAction={setAction} />
      <ProblemMessage error={save.error} />
      <Button type="submit" className="primary" isDisabled={save.busy}>
        {current ? 'Update budget' : 'Set budget'}
      </Button>
    </Form>
  );
}

interface BudgetTermsProps {
  limit: number | undefined;
  period: UsageWindow;
  onPeriod(next: UsageWindow): void;
  action: BudgetAction;
  onAction(next: BudgetAction): void;
}

/** A budget's limit (form field `limit`), window and action: what a sandbox's budget and a budget rule both set. */
export function BudgetTermsFields({ limit, period, onPeriod, action, onAction }: BudgetTermsProps) {
  return (
    <>
      <Field label="Limit (requests)" name="limit" type="number" isRequired defaultValue={String(limit ?? 1000)} />
      <WindowPicker label="Per" value={period} onChange={onPeriod} />
      <RadioGroup value={action} onChange={(next) => onAction(next as BudgetAction)} orientation="horizontal">
        <Label>At the limit</Label>
        <Radio value="notify">Notify</Radio>
        <Radio value="detach">Detach providers</Radio>
      </RadioGroup>
    </>
  );
}
