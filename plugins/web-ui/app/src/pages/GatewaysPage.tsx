import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Label, Link, Modal, Radio, RadioGroup } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { DataList, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { commaList } from './comma-list.ts';
import { DiscoverySection } from './DiscoverySection.tsx';

export function GatewaysPage() {
  const session = useSession();
  const [labels, setLabels] = useState('');
  const [version, setVersion] = useState(0);
  return (
    <>
      <div className="page-head">
        <Heading level={1}>Gateways</Heading>
        {session.can('admin') ? <RegisterGateway onRegistered={() => setVersion((v) => v + 1)} /> : null}
      </div>
      <Field label="Filter by labels (key:value, comma-separated)" value={labels} onChange={setLabels} />
      <DataList
        label="Gateways"
        empty="No gateway here: register one below, or run DNS discovery; with a label filter set, clear it to see every gateway."
        version={`${labels}|${version}`}
        keyOf={(gateway) => gateway.name}
        load={(paging: Paging) => expect(api.GET('/api/gateways', { params: { query: { ...paging, label: commaList(labels) } } }))}
        columns={[
          { title: 'Name', render: (gateway) => <Link href={`/gateways/${encodeURIComponent(gateway.name)}`}>{gateway.name}</Link> },
          { title: 'Status', render: (gateway) => <StatusBadge status={gateway.status} /> },
          { title: 'Endpoint', render: (gateway) => <code>{gateway.endpoint}</code> },
          {
            title: 'Labels',
            render: (gateway) =>
              Object.entries(gateway.labels)
                .map(([key, value]) => `${key}:${value}`)
                .join(', '),
          },
          { title: 'Version', render: (gateway) => gateway.version ?? '—' },
        ]}
      />
      {session.plugins.has('discovery') ? <DiscoverySection onRegistered={() => setVersion((v) => v + 1)} /> : null}
    </>
  );
}

type AuthMode = 'none' | 'api_key' | 'mtls' | 'oidc_client_credentials';

async function fileText(data: FormData, name: string): Promise<string | undefined> {
  const file = data.get(name);
  return file instanceof File && file.size > 0 ? file.text() : undefined;
}

function RegisterGateway({ onRegistered }: { onRegistered(): void }) {
  const [mode, setMode] = useState<AuthMode>('none');
  return (
    <DialogTrigger>
      <Button className="primary">Register gateway</Button>
      <Modal className="modal">
        <Dialog>
          {({ close }) => (
            <RegisterForm
              mode={mode}
              setMode={setMode}
              onDone={() => {
                close();
                onRegistered();
              }}
            />
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function RegisterForm({ mode, setMode, onDone }: { mode: AuthMode; setMode(mode: AuthMode): void; onDone(): void }) {
  const { onSubmit, error, busy } = useSubmit(async (data) => {
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    await expect(
      api.POST('/api/gateways', {
        body: {
          name: text('name')!,
          endpoint: text('endpoint')!,
          auth_mode: mode,
          description: text('description'),
          api_key: text('api_key'),
          oidc_issuer: text('oidc_issuer'),
          oidc_client_id: text('oidc_client_id'),
          oidc_client_secret: text('oidc_client_secret'),
          ca_cert: await fileText(data, 'ca_cert'),
          client_cert: await fileText(data, 'client_cert'),
          client_key: await fileText(data, 'client_key'),
        },
      }),
    );
    onDone();
  });
  return (
    <Form onSubmit={onSubmit}>
      <Heading slot="title">Register a gateway</Heading>
      <Field label="Name" name="name" isRequired />
      <Field label="Endpoint" name="endpoint" isRequired placeholder="https://gateway.example:443" />
      <Field label="Description" name="description" />
      <RadioGroup value={mode} onChange={(value) => setMode(value as AuthMode)} orientation="horizontal">
        <Label>Authentication</Label>
        <Radio value="none">None</Radio>
        <Radio value="api_key">Bearer token</Radio>
        <Radio value="mtls">mTLS</Radio>
        <Radio value="oidc_client_credentials">OIDC client credentials</Radio>
      </RadioGroup>
      {mode === 'api_key' ? <Field label="Token" name="api_key" type="password" isRequired /> : null}
      {mode === 'oidc_client_credentials' ? (
        <>
          <Field label="Issuer" name="oidc_issuer" isRequired />
          <Field label="Client id" name="oidc_client_id" isRequired />
          <Field label="Client secret" name="oidc_client_secret" type="password" isRequired />
        </>
      ) : null}
      {mode === 'mtls' || mode === 'oidc_client_credentials' || mode === 'api_key' ? (
        <label className="field">
          CA certificate (PEM)
          <input type="file" name="ca_cert" accept=".pem,.crt" />
        </label>
      ) : null}
      {mode === 'mtls' ? (
        <>
          <label className="field">
            Client certificate (PEM)
            <input type="file" name="client_cert" accept=".pem,.crt" required />
          </label>
          <label className="field">
            Client key (PEM)
            <input type="file" name="client_key" accept=".pem,.key" required />
          </label>
        </>
      ) : null}
      <ProblemMessage error={error} />
      <div className="actions">
        <Button slot="close">Cancel</Button>
        <Button type="submit" className="primary" isDisabled={busy}>
          Register
        </Button>
      </div>
    </Form>
  );
}
