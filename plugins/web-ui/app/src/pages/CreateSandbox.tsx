import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Label, ListBox, ListBoxItem, Modal, Popover, Select, SelectValue } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { Field } from '../components/Field.tsx';
import { OperationProgress } from '../components/OperationProgress.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useOperation } from '../live/useOperation.ts';

/** Create a sandbox from a template (its image, presets, providers, environment), following the operation. */
export function CreateSandbox({ gw, onCreated }: { gw: string; onCreated(name: string): void }) {
  return (
    <DialogTrigger>
      <Button className="primary">Create sandbox</Button>
      <Modal className="modal" isDismissable>
        <Dialog>{() => <CreateForm gw={gw} onCreated={onCreated} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function CreateForm({ gw, onCreated }: { gw: string; onCreated(name: string): void }) {
  const templates = useLoad(() => expect(api.GET('/api/sandbox-templates', { params: { query: { limit: 200 } } })), []);
  const [template, setTemplate] = useState<string | null>(null);
  const [started, setStarted] = useState<{ id: string; name: string } | null>(null);
  const operation = useOperation(started?.id ?? null, (done) => {
    if (done.status === 'succeeded' && started) onCreated(started.name);
  });
  const chosen = templates.value?.items.find((item) => item.name === template);
  const { onSubmit, error, busy } = useSubmit(async (data) => {
    if (!chosen) throw new Error('Choose a template.');
    const name = String(data.get('name'));
    const answer = await expect(api.POST('/api/gateways/{gw}/sandboxes', { params: { path: { gw } }, body: { name, ...chosen.config } }));
    setStarted({ id: (answer as unknown as { operation_id: string }).operation_id, name });
  });
  return (
    <Form onSubmit={onSubmit}>
      <Heading slot="title">Create a sandbox on {gw}</Heading>
      <ProblemMessage error={templates.error} />
      <Select className="field" selectedKey={template} onSelectionChange={(key) => setTemplate(String(key))} isRequired>
        <Label>Template</Label>
        <Button>
          <SelectValue />
        </Button>
        <Popover>
          <ListBox>
            {(templates.value?.items ?? []).map((item) => (
              <ListBoxItem key={item.name} id={item.name}>{`${item.name} — ${item.description}`}</ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      {chosen ? (
        <p className="muted">
          Image <code>{chosen.config.image}</code>; presets {chosen.config.presets.join(', ') || 'none'}; providers{' '}
          {chosen.config.providers.join(', ') || 'none'}.
        </p>
      ) : null}
      <Field label="Sandbox name" name="name" isRequired />
      <ProblemMessage error={error} />
      {started ? <OperationProgress label={`Creating ${started.name}`} operation={operation} /> : null}
      <div className="actions">
        <Button slot="close">Close</Button>
        <Button type="submit" className="primary" isDisabled={busy || Boolean(started)}>
          Create
        </Button>
      </div>
    </Form>
  );
}
