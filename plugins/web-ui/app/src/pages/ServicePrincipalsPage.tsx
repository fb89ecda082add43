import { useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { CreateSection } from '../components/CreateSection.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { DemotedNotice } from '../components/DemotedNotice.tsx';
import { Field } from '../components/Field.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { RolePicker } from '../components/RolePicker.tsx';
import { SecretOnce } from '../components/SecretOnce.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { type Role, useSession } from '../session.tsx';
import { GatewayRolesSection } from './GatewayRolesSection.tsx';

/** API keys (admin): create or rotate (the key is shown once), delete. */
export function ServicePrincipalsPage() {
  const writable = useSession().canEverywhere('admin');
  const [version, setVersion] = useState(0);
  const [key, setKey] = useState<{ name: string; key: string } | null>(null);
  const [role, setRole] = useState<Role>('viewer');
  const [shown, setShown] = useState<{ id: string; name: string } | null>(null);
  const reload = () => setVersion((v) => v + 1);
  const create = useSubmit(async (data) => {
    const expires = String(data.get('expires_at') ?? '');
    const created = await expect(
      api.POST('/api/auth/service-principals', {
        body: { name: String(data.get('name')), role, ...(expires ? { expires_at: new Date(expires).toISOString() } : {}) },
      }),
    );
    setKey({ name: created.name, key: created.key });
    reload();
  });
  return (
    <>
      <Heading level={1}>Service principals</Heading>
      <DemotedNotice what="service principals" />
      {key ? <SecretOnce label={`The key of ${key.name}`} secret={key.key} /> : null}
      <DataList
        label="Service principals"
        empty="No service principal yet: create one below to give a script or CI its own API key."
        version={version}
        keyOf={(principal) => principal.id}
        load={(paging: Paging) => expect(api.GET('/api/auth/service-principals', { params: { query: paging } }))}
        columns={[
          { title: 'Name', render: (principal) => principal.name },
          { title: 'Role', render: (principal) => principal.role },
          { title: 'Key', render: (principal) => <code>{principal.key_prefix}…</code> },
          { title: 'Expires', render: (principal) => <RelativeTime value={principal.expires_at} /> },
          { title: 'Last used', render: (principal) => <RelativeTime value={principal.last_used_at} /> },
          {
            title: 'Actions',
            render: (principal) => (
              <div className="toolbar">
                <Button onPress={() => setShown({ id: principal.id, name: principal.name })}>Gateway roles</Button>
                {writable ? (
                  <>
                    <ConfirmAction
                      label="Rotate"
                      question={`Rotate the key of ${principal.name}? The current key stops working at once.`}
                      action={async () => {
                        const rotated = await expect(api.POST('/api/auth/service-principals/{id}/rotate', { params: { path: { id: principal.id } } }));
                        setKey({ name: principal.name, key: (rotated as { key: string }).key });
                      }}
                      onDone={reload}
                    />
                    <ConfirmAction
                      label="Delete"
                      question={`Delete ${principal.name}? Its key stops working at once.`}
                      action={() => expect(api.DELETE('/api/auth/service-principals/{id}', { params: { path: { id: principal.id } } }))}
                      onDone={reload}
                    />
                  </>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {shown ? <GatewayRolesSection kind="service_principal" id={shown.id} label={shown.name} /> : null}
      {writable ? (
        <CreateSection id="new-principal" title="New service principal" submit={create} submitLabel="Create">
          <Field label="Name" name="name" isRequired />
          <RolePicker value={role} onChange={setRole} />
          <Field label="Expires (optional)" name="expires_at" type="datetime-local" />
        </CreateSection>
      ) : null}
    </>
  );
}
