import { useState } from 'react';
import { Button, Form, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { operationId } from '../api/operations.ts';
import { Field } from '../components/Field.tsx';
import { OperationProgress } from '../components/OperationProgress.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useOperation } from '../live/useOperation.ts';
import { useWorkspace } from '../workspace.ts';

interface ExecResult {
  exit_code: number;
  stdout: string;
  stderr: string;
}

/** Run a command in the sandbox and show its output when the operation ends. */
export function ExecPanel({ gw, name }: { gw: string; name: string }) {
  const workspace = useWorkspace();
  const [id, setId] = useState<string | null>(null);
  const operation = useOperation(id);
  const { onSubmit, error, busy } = useSubmit(async (data) => {
    const answer = await expect(
      api.POST('/api/gateways/{gw}/sandboxes/{name}/exec', {
        params: { path: { gw, name }, query: { workspace } },
        body: { command: String(data.get('command')) },
      }),
    );
    setId(operationId(answer));
  });
  const result = operation?.status === 'succeeded' ? (operation.result as ExecResult) : null;
  return (
    <section aria-labelledby="exec">
      <Heading level={2} id="exec">
        Run a command
      </Heading>
      <Form onSubmit={onSubmit} className="inline-form">
        <Field label="Command" name="command" isRequired />
        <Button type="submit" isDisabled={busy}>
          Run
        </Button>
      </Form>
      <ProblemMessage error={error} />
      {id ? <OperationProgress label="Command" operation={operation} /> : null}
      {result ? (
        <section aria-label="Command output">
          <ScrollingText>{`exit ${result.exit_code}\n${result.stdout}${result.stderr ? `\n--- stderr ---\n${result.stderr}` : ''}`}</ScrollingText>
        </section>
      ) : null}
    </section>
  );
}
