import { Button, Form, Heading } from 'react-aria-components';
import { api, expect, expectOptional } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';
import { commaList } from './comma-list.ts';

/** The API answers 404 when the sandbox has no workflow: approvals are then single-handed, which is not an error. */
async function workflowOrNone(gw: string, name: string, workspace: string | undefined) {
  return {
    workflow: await expectOptional(api.GET('/api/gateways/{gw}/sandboxes/{name}/approval-workflow', { params: { path: { gw, name }, query: { workspace } } })),
  };
}

/** How many votes an approval of this sandbox needs and from whom; admins set or remove it. */
export function ApprovalWorkflowSection({ gw, name, onChanged }: { gw: string; name: string; onChanged(): void }) {
  const session = useSession();
  const workspace = useWorkspace();
  const path = { gw, name };
  const query = { workspace };
  const workflow = useLoad(() => workflowOrNone(gw, name, workspace), [gw, name, workspace]);
  const changed = () => {
    workflow.reload();
    onChanged();
  };
  const save = useSubmit(async (data) => {
    const deadline = String(data.get('deadline') ?? '').trim();
    await expect(
      api.PUT('/api/gateways/{gw}/sandboxes/{name}/approval-workflow', {
        params: { path, query },
        body: {
          required_votes: Number(data.get('required_votes')),
          voters: commaList(String(data.get('voters') ?? '')),
          escalation_deadline_seconds: deadline ? Number(deadline) : null,
        },
      }),
    );
    changed();
  });
  const loaded = workflow.value !== null;
  const value = workflow.value?.workflow;
  return (
    <section aria-labelledby="workflow">
      <Heading level={2} id="workflow">
        Approval workflow
      </Heading>
      <ProblemMessage error={workflow.error} />
      {loaded && !value ? <p>Single-handed: one operator's approval is enough.</p> : null}
      {value ? (
        <p data-testid="workflow">
          {value.required_votes} votes required from {value.voters.join(', ')}
          {value.escalation_deadline_seconds ? `; escalated after ${value.escalation_deadline_seconds} s` : ''}.
        </p>
      ) : null}
      {session.canOn(gw, 'admin') && loaded ? (
        // Keyed by the stored version, so the fields show what was just saved.
        <Form key={value?.updated_at ?? 'none'} onSubmit={save.onSubmit} className="inline-form" aria-label="Approval workflow">
          <Field label="Votes required" name="required_votes" type="number" isRequired defaultValue={String(value?.required_votes ?? 2)} />
          <Field label="Voters (emails, groups, principals)" name="voters" isRequired defaultValue={value?.voters.join(', ') ?? ''} />
          <Field label="Escalate after (seconds)" name="deadline" type="number" defaultValue={value?.escalation_deadline_seconds?.toString() ?? ''} />
          <Button type="submit" isDisabled={save.busy}>
            {value ? 'Update workflow' : 'Require votes'}
          </Button>
        </Form>
      ) : null}
      <ProblemMessage error={save.error} />
      {value && session.canOn(gw, 'admin') ? (
        <ConfirmAction
          label="Remove workflow"
          question={`Make approvals of ${name} single-handed again? Votes cast so far are kept.`}
          action={() => expect(api.DELETE('/api/gateways/{gw}/sandboxes/{name}/approval-workflow', { params: { path, query } }))}
          onDone={changed}
        />
      ) : null}
    </section>
  );
}
