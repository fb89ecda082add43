import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogTrigger,
  Form,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useSubmit } from '../components/useSubmit.ts';

const PATH = '/api/gateways/{gw}/providers/{name}/credentials/{key}/refresh';
type ConfigBody = NonNullable<paths[typeof PATH]['put']['requestBody']>['content']['application/json'];
type Strategy = ConfigBody['strategy'];

const STRATEGIES: Array<{ id: Strategy; label: string }> = [
  { id: 'oauth2_refresh_token', label: 'OAuth 2 refresh token' },
  { id: 'oauth2_client_credentials', label: 'OAuth 2 client credentials' },
  { id: 'google_service_account_jwt', label: 'Google service account JWT' },
  { id: 'aws_sts_assume_role', label: 'AWS STS assume role' },
  { id: 'external', label: 'External (refreshed outside the gateway)' },
  { id: 'static', label: 'Static (never refreshed)' },
];

interface Target {
  gw: string;
  workspace: string | undefined;
  provider: string;
  credentialKey: string;
  onDone: () => void;
}

interface MaterialRow {
  key: string;
  value: string;
  secret: boolean;
}

/**
 * A credential's refresh configuration for operators: set or replaced in a dialog (strategy, material rows each
 * marked secret or not, expiry), removed after a confirmation. Material values go to the gateway and are never shown
 * again (docs/roles.md "Secrets an operator sends").
 */
export function CredentialRefreshConfig({ configured, ...target }: Target & { configured: boolean }) {
  const { gw, workspace, provider, credentialKey, onDone } = target;
  const params = { path: { gw, name: provider, key: credentialKey }, query: { workspace } };
  return (
    <span className="inline-form">
      <DialogTrigger>
        <Button>Configure refresh of {credentialKey}</Button>
        <Modal className="modal" isDismissable>
          <Dialog>{({ close }) => <ConfigForm {...target} onSaved={close} />}</Dialog>
        </Modal>
      </DialogTrigger>
      {configured ? (
        <ConfirmAction
          label={`Remove refresh of ${credentialKey}`}
          question={`Remove the refresh configuration of ${credentialKey} (provider ${provider})? The gateway stops refreshing it; its current value stays until it expires.`}
          action={() => expect(api.DELETE(PATH, { params }))}
          onDone={onDone}
        />
      ) : null}
    </span>
  );
}

function ConfigForm({ gw, workspace, provider, credentialKey, onDone, onSaved }: Target & { onSaved: () => void }) {
  const [strategy, setStrategy] = useState<Strategy>('oauth2_refresh_token');
  const [rows, setRows] = useState<MaterialRow[]>([{ key: '', value: '', secret: true }]);
  const change = (index: number, patch: Partial<MaterialRow>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const save = useSubmit(async (data) => {
    const filled = rows.filter((row) => row.key !== '');
    const expires = String(data.get('expires_at') ?? '');
    await expect(
      api.PUT(PATH, {
        params: { path: { gw, name: provider, key: credentialKey }, query: { workspace } },
        body: {
          strategy,
          material: Object.fromEntries(filled.map((row) => [row.key, row.value])),
          secret_material_keys: filled.filter((row) => row.secret).map((row) => row.key),
          ...(expires ? { expires_at: new Date(expires).toISOString() } : {}),
        },
      }),
    );
    onSaved();
    onDone();
  });
  return (
    <Form onSubmit={save.onSubmit}>
      <Heading slot="title">Refresh of {credentialKey}</Heading>
      <Select className="field" selectedKey={strategy} onSelectionChange={(key) => setStrategy(key as Strategy)}>
        <Label>Refresh strategy</Label>
        <Button>
          <SelectValue />
        </Button>
        <Popover>
          <ListBox>
            {STRATEGIES.map((choice) => (
              <ListBoxItem key={choice.id} id={choice.id}>
                {choice.label}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <fieldset>
        <legend>Material (values are sent once and never shown again)</legend>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; none is reordered
          <div className="inline-form" key={index}>
            <Field label={`Material key ${index + 1}`} value={row.key} onChange={(key) => change(index, { key })} placeholder="token_url" />
            <Field label={`Material value ${index + 1}`} type="password" value={row.value} onChange={(value) => change(index, { value })} />
            <Checkbox isSelected={row.secret} onChange={(secret) => change(index, { secret })}>
              Material {index + 1} is secret
            </Checkbox>
          </div>
        ))}
        <Button onPress={() => setRows([...rows, { key: '', value: '', secret: true }])}>Add material</Button>
      </fieldset>
      <Field label="Current value expires (optional)" name="expires_at" type="datetime-local" />
      <ProblemMessage error={save.error} />
      <div className="actions">
        <Button slot="close">Cancel</Button>
        <Button type="submit" className="primary" isDisabled={save.busy}>
          Save refresh configuration
        </Button>
      </div>
    </Form>
  );
}
