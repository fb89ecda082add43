import { useState } from 'react';
import { Button, Form, Label, TextArea, TextField } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useWorkspace } from '../workspace.ts';
import type { Chunk } from './ApprovalItems.tsx';

type EditedRule = paths['/api/gateways/{gw}/approvals/{chunk_id}/edit']['post']['requestBody']['content']['application/json']['rule'];

function parseRule(text: string): EditedRule {
  try {
    return JSON.parse(text) as EditedRule;
  } catch (error) {
    throw new Error(`The rule is not valid JSON: ${(error as Error).message}`);
  }
}

/** The proposed rule as JSON, editable, approved as edited (the service checks it like any policy write). */
export function RuleEditor({ gw, chunk, onApproved }: { gw: string; chunk: Chunk; onApproved(): void }) {
  const workspace = useWorkspace();
  const [open, setOpen] = useState(false);
  const submit = useSubmit(async (data) => {
    const rule = parseRule(String(data.get('rule') ?? ''));
    await expect(
      api.POST('/api/gateways/{gw}/approvals/{chunk_id}/edit', {
        params: { path: { gw, chunk_id: chunk.chunk_id }, query: { sandbox: chunk.sandbox, workspace } },
        body: chunk.review_token ? { rule, review_token: chunk.review_token } : { rule },
      }),
    );
    setOpen(false);
    onApproved();
  });
  if (!open) return <Button onPress={() => setOpen(true)}>Edit rule</Button>;
  return (
    <Form onSubmit={submit.onSubmit} className="rule-editor">
      <TextField name="rule" defaultValue={JSON.stringify(chunk.suggested_action.rule ?? { endpoints: [] }, null, 2)}>
        <Label>Proposed rule (JSON)</Label>
        <TextArea rows={10} spellCheck={false} />
      </TextField>
      <div className="toolbar">
        <Button type="submit" className="primary" isDisabled={submit.busy}>
          Approve edited rule
        </Button>
        <Button onPress={() => setOpen(false)}>Cancel edit</Button>
      </div>
      <ProblemMessage error={submit.error} />
    </Form>
  );
}
