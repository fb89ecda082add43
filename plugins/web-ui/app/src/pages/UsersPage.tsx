import { useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { CreateSection } from '../components/CreateSection.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { DemotedNotice } from '../components/DemotedNotice.tsx';
import { Field } from '../components/Field.tsx';
import { RolePicker } from '../components/RolePicker.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { type Role, useSession } from '../session.tsx';
import { GatewayRolesSection } from './GatewayRolesSection.tsx';

const NEXT_ROLE: Record<Role, Role> = { viewer: 'operator', operator: 'admin', admin: 'viewer' };

/** Every account (admin): create, change the role, delete. */
export function UsersPage() {
  const writable = useSession().canEverywhere('admin');
  const [version, setVersion] = useState(0);
  const [role, setRole] = useState<Role>('viewer');
  const [shown, setShown] = useState<{ id: string; email: string } | null>(null);
  const reload = () => setVersion((v) => v + 1);
  const create = useSubmit(async (data) => {
    const password = String(data.get('password') ?? '');
    await expect(api.POST('/api/auth/users', { body: { email: String(data.get('email')), role, ...(password ? { password } : {}) } }));
    reload();
  });
  return (
    <>
      <Heading level={1}>Users</Heading>
      <DemotedNotice what="accounts" />
      <DataList
        label="Users"
        empty="No other user yet: create one below, or invite one by email."
        version={version}
        keyOf={(user) => user.id}
        load={(paging: Paging) => expect(api.GET('/api/auth/users', { params: { query: paging } }))}
        columns={[
          { title: 'Email', render: (user) => user.email },
          { title: 'Name', render: (user) => user.display_name ?? '—' },
          { title: 'Role', render: (user) => user.role },
          {
            title: 'Actions',
            render: (user) => (
              <div className="toolbar">
                <Button onPress={() => setShown({ id: user.id, email: user.email })}>Gateway roles</Button>
                {writable ? (
                  <>
                    <ConfirmAction
                      label={`Make ${NEXT_ROLE[user.role as Role]}`}
                      destructive={false}
                      question={`Change the role of ${user.email} from ${user.role} to ${NEXT_ROLE[user.role as Role]}?`}
                      action={() =>
                        expect(api.PATCH('/api/auth/users/{id}', { params: { path: { id: user.id } }, body: { role: NEXT_ROLE[user.role as Role] } }))
                      }
                      onDone={reload}
                    />
                    <ConfirmAction
                      label="Delete"
                      question={`Delete ${user.email}? Their sessions end at once.`}
                      action={() => expect(api.DELETE('/api/auth/users', { params: { query: { email: user.email } } }))}
                      onDone={reload}
                    />
                  </>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {shown ? <GatewayRolesSection kind="user" id={shown.id} label={shown.email} /> : null}
      {writable ? (
        <CreateSection id="new-user" title="New user" submit={create} submitLabel="Create user">
          <Field label="Email" name="email" type="email" isRequired />
          <RolePicker value={role} onChange={setRole} />
          <Field label="Password (leave empty to invite)" name="password" type="password" autoComplete="new-password" />
        </CreateSection>
      ) : null}
    </>
  );
}
