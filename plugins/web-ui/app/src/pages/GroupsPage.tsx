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

/** Groups (admin): a role for all their members; created and deleted here. */
export function GroupsPage() {
  const writable = useSession().canEverywhere('admin');
  const [version, setVersion] = useState(0);
  const [role, setRole] = useState<Role>('viewer');
  const [shown, setShown] = useState<{ id: string; name: string } | null>(null);
  const reload = () => setVersion((v) => v + 1);
  const create = useSubmit(async (data) => {
    await expect(api.POST('/api/auth/groups', { body: { name: String(data.get('name')), description: String(data.get('description') || '') || null, role } }));
    reload();
  });
  return (
    <>
      <Heading level={1}>Groups</Heading>
      <DemotedNotice what="groups" />
      <DataList
        label="Groups"
        empty="No group yet: create one below, then add members and grant it roles on gateways."
        version={version}
        keyOf={(group) => group.id}
        load={(paging: Paging) => expect(api.GET('/api/auth/groups', { params: { query: paging } }))}
        columns={[
          { title: 'Group', render: (group) => group.name },
          { title: 'Role', render: (group) => group.role ?? '—' },
          { title: 'Members', render: (group) => group.member_count },
          { title: 'Description', render: (group) => group.description ?? '' },
          {
            title: 'Actions',
            render: (group) => (
              <div className="toolbar">
                <Button onPress={() => setShown({ id: group.id, name: group.name })}>Gateway roles</Button>
                {writable ? (
                  <ConfirmAction
                    label="Delete"
                    question={`Delete group ${group.name}? Its ${group.member_count} members lose the role it gave them.`}
                    action={() => expect(api.DELETE('/api/auth/groups/{id}', { params: { path: { id: group.id } } }))}
                    onDone={reload}
                  />
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {shown ? <GatewayRolesSection kind="group" id={shown.id} label={`group ${shown.name}`} /> : null}
      {writable ? (
        <CreateSection id="new-group" title="New group" submit={create} submitLabel="Create group">
          <Field label="Name" name="name" isRequired />
          <Field label="Description" name="description" />
          <RolePicker value={role} onChange={setRole} />
        </CreateSection>
      ) : null}
    </>
  );
}
