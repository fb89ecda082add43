import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Header,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { Field } from '../components/Field.tsx';
import { OperationProgress } from '../components/OperationProgress.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useOperation } from '../live/useOperation.ts';
import { useSession } from '../session.tsx';
import { ServicesAtCreate, servicesOf } from './ServicesAtCreate.tsx';

/** What the gateway's line offers that the dialog uses (null until the gateway's info is in). */
export interface CreateCapabilities {
  templates: boolean;
  services: boolean;
}

interface Props {
  gw: string;
  /** The workspace the sandbox is created in; undefined: the gateway's default. */
  workspace: string | undefined;
  capabilities: CreateCapabilities | null;
  onCreated(name: string): void;
}

// Keys of the template picker: Portcullis's own read-only templates and the gateway's stored ones share one list.
const OWN = 'own:';
const GATEWAY = 'gateway:';

/**
 * Create a sandbox from a template, following the operation: one of Portcullis's templates (its image, presets,
 * providers, environment) or, on a gateway that stores them (OpenShell 0.1), one of the gateway's, which the
 * gateway fills in itself. Services to expose from the start are offered where the gateway can expose them.
 */
export function CreateSandbox(props: Props) {
  return (
    <DialogTrigger>
      <Button className="primary">Create sandbox</Button>
      <Modal className="modal" isDismissable>
        <Dialog>{() => <CreateForm {...props} />}</Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** The gateway's templates in the workspace, or none where the gateway (or this deployment) has no such thing. */
function useGatewayTemplates(gw: string, workspace: string | undefined, offered: boolean) {
  return useLoad(
    async () => (offered ? (await expect(api.GET('/api/gateways/{gw}/templates', { params: { path: { gw }, query: { workspace, limit: 1000 } } }))).items : []),
    [gw, workspace, offered],
  );
}

function CreateForm({ gw, workspace, capabilities, onCreated }: Props) {
  const session = useSession();
  const own = useLoad(() => expect(api.GET('/api/sandbox-templates', { params: { query: { limit: 200 } } })), []);
  const gatewayTemplates = useGatewayTemplates(gw, workspace, session.plugins.has('gateway-templates') && capabilities?.templates === true);
  const [template, setTemplate] = useState<string | null>(null);
  const [started, setStarted] = useState<{ id: string; name: string } | null>(null);
  const operation = useOperation(started?.id ?? null, (done) => {
    if (done.status === 'succeeded' && started) onCreated(started.name);
  });
  const ownChosen = own.value?.items.find((item) => `${OWN}${item.name}` === template);
  const gatewayChosen = gatewayTemplates.value?.find((item) => `${GATEWAY}${item.name}` === template);
  const { onSubmit, error, busy } = useSubmit(async (data) => {
    const from = ownChosen ? ownChosen.config : gatewayChosen ? { gateway_template: gatewayChosen.name } : null;
    if (!from) throw new Error('Choose a template.');
    const name = String(data.get('name'));
    const services = servicesOf(data);
    const body = { name, ...from, ...(services.length > 0 ? { services } : {}) };
    const answer = await expect(api.POST('/api/gateways/{gw}/sandboxes', { params: { path: { gw }, query: { workspace } }, body }));
    setStarted({ id: (answer as unknown as { operation_id: string }).operation_id, name });
  });
  return (
    <Form onSubmit={onSubmit}>
      <Heading slot="title">
        Create a sandbox on {gw}
        {workspace ? ` in workspace ${workspace}` : ''}
      </Heading>
      <ProblemMessage error={own.error ?? gatewayTemplates.error} />
      {/* A select with no options yet does not open: the picker waits for the templates. */}
      <Select
        className="field"
        selectedKey={template}
        onSelectionChange={(key) => setTemplate(key === null ? null : String(key))}
        isDisabled={own.value === null}
        isRequired
      >
        <Label>Template</Label>
        <Button>
          <SelectValue />
        </Button>
        <Popover>
          <ListBox>
            <ListBoxSection>
              <Header>Portcullis templates</Header>
              {(own.value?.items ?? []).map((item) => (
                <ListBoxItem key={item.name} id={`${OWN}${item.name}`} textValue={item.name}>{`${item.name} — ${item.description}`}</ListBoxItem>
              ))}
            </ListBoxSection>
            {(gatewayTemplates.value ?? []).length > 0 ? (
              <ListBoxSection>
                <Header>Gateway templates</Header>
                {(gatewayTemplates.value ?? []).map((item) => (
                  <ListBoxItem key={item.name} id={`${GATEWAY}${item.name}`} textValue={`${item.name} (gateway)`}>
                    {`${item.name} (gateway) — ${item.image}`}
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            ) : null}
          </ListBox>
        </Popover>
      </Select>
      {ownChosen ? (
        <p className="muted">
          Image <code>{ownChosen.config.image}</code>; presets {ownChosen.config.presets.join(', ') || 'none'}; providers{' '}
          {ownChosen.config.providers.join(', ') || 'none'}.
        </p>
      ) : null}
      {gatewayChosen ? (
        <p className="muted" data-testid="gateway-template-chosen">
          Stored on the gateway: image <code>{gatewayChosen.image}</code>; the gateway fills in the rest.
        </p>
      ) : null}
      <Field label="Sandbox name" name="name" isRequired />
      {capabilities?.services ? <ServicesAtCreate /> : null}
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
