import { useState } from 'react';
import { Button, Form, Heading, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type ListColumn, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';

type WorkspaceListing = paths['/api/gateways/{gw}/workspaces']['get']['responses'][200]['content']['application/json'];
type Workspace = WorkspaceListing['items'][number];
type Member = paths['/api/gateways/{gw}/workspaces/{ws}/members']['get']['responses'][200]['content']['application/json']['items'][number];

/**
 * The gateway's workspaces (the API's largest page: a gateway with more would not fit a picker anyway); null while
 * the workspaces plugin is off.
 */
export function useGatewayWorkspaces(gw: string, enabled: boolean) {
  return useLoad(
    async () => (enabled ? expect(api.GET('/api/gateways/{gw}/workspaces', { params: { path: { gw }, query: { limit: 1000 } } })) : null),
    [gw, enabled],
  );
}

/** Which workspace the gateway's sections show: the gateway's default until another is chosen. */
export function WorkspaceSwitcher({ listing, value, onChange }: { listing: WorkspaceListing; value: string; onChange(workspace: string): void }) {
  return (
    <Select className="field" selectedKey={value} onSelectionChange={(key) => key !== null && onChange(String(key))}>
      <Label>Workspace</Label>
      <Button>
        <SelectValue />
      </Button>
      <Popover>
        <ListBox items={listing.items}>
          {(workspace) => (
            <ListBoxItem id={workspace.name} textValue={workspace.name}>
              {workspace.name}
              {workspace.default ? ' (default)' : ''}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/**
 * The gateway's workspaces: admins create and delete them and manage members where the gateway manages workspaces
 * (OpenShell 0.1); on a 0.0 gateway the section says what is not available there.
 */
export function WorkspacesSection({ gw, listing, onChanged }: { gw: string; listing: WorkspaceListing; onChanged(): void }) {
  const session = useSession();
  const admin = session.canOn(gw, 'admin') && listing.managed;
  const [shown, setShown] = useState<string | null>(null);
  const create = useSubmit(async (data) => {
    await expect(api.POST('/api/gateways/{gw}/workspaces', { params: { path: { gw } }, body: { name: String(data.get('name')) } }));
    onChanged();
  });
  const columns: ListColumn<Workspace>[] = [
    { title: 'Name', render: (workspace) => `${workspace.name}${workspace.default ? ' (default)' : ''}` },
    { title: 'Phase', render: (workspace) => workspace.phase ?? '—' },
  ];
  if (listing.managed) {
    columns.push({
      title: 'Members',
      render: (workspace) => (
        <Button onPress={() => setShown(workspace.name)} aria-label={`Members of ${workspace.name}`}>
          Members
        </Button>
      ),
    });
  }
  if (admin) {
    columns.push({
      title: 'Delete',
      render: (workspace) => (
        <ConfirmAction
          label="Delete"
          question={`Delete workspace ${workspace.name} from ${gw}? The gateway refuses while it holds sandboxes, providers or templates.`}
          action={() => expect(api.DELETE('/api/gateways/{gw}/workspaces/{ws}', { params: { path: { gw, ws: workspace.name } } }))}
          onDone={() => {
            if (shown === workspace.name) setShown(null);
            onChanged();
          }}
        />
      ),
    });
  }
  return (
    <section aria-labelledby="workspaces">
      <Heading level={2} id="workspaces">
        Workspaces
      </Heading>
      {listing.managed ? null : (
        <p className="muted" data-testid="workspaces-unmanaged">
          This gateway (OpenShell 0.0) has workspaces but cannot list or change them: shown are its default workspace and the one it was registered with.
          Creating and deleting workspaces and managing members are not available here.
        </p>
      )}
      <DataList
        label="Workspaces"
        version={listing}
        keyOf={(workspace) => workspace.name}
        load={async (paging: Paging) => ({ items: listing.items.slice(paging.offset, paging.offset + paging.limit), total: listing.total })}
        columns={columns}
      />
      {admin ? (
        <Form onSubmit={create.onSubmit} className="inline-form" aria-label="Create a workspace">
          <Field label="Workspace name" name="name" isRequired />
          <Button type="submit" isDisabled={create.busy}>
            Create workspace
          </Button>
        </Form>
      ) : null}
      <ProblemMessage error={create.error} />
      {shown !== null ? <MembersPanel gw={gw} ws={shown} /> : null}
    </section>
  );
}

/** One workspace's members (OIDC subjects with the role user or admin); admins add, re-role and remove them. */
function MembersPanel({ gw, ws }: { gw: string; ws: string }) {
  const session = useSession();
  const [version, setVersion] = useState(0);
  const [role, setRole] = useState<'user' | 'admin'>('user');
  const reload = () => setVersion((v) => v + 1);
  const add = useSubmit(async (data) => {
    const subject = String(data.get('subject'));
    await expect(api.PUT('/api/gateways/{gw}/workspaces/{ws}/members/{subject}', { params: { path: { gw, ws, subject } }, body: { role } }));
    reload();
  });
  const columns: ListColumn<Member>[] = [
    { title: 'Subject', render: (member) => <code>{member.subject}</code> },
    { title: 'Role', render: (member) => member.role },
  ];
  if (session.canOn(gw, 'admin')) {
    columns.push({
      title: 'Remove',
      render: (member) => (
        <ConfirmAction
          label="Remove"
          question={`Remove ${member.subject} from workspace ${ws}?`}
          action={() => expect(api.DELETE('/api/gateways/{gw}/workspaces/{ws}/members/{subject}', { params: { path: { gw, ws, subject: member.subject } } }))}
          onDone={reload}
        />
      ),
    });
  }
  return (
    <section aria-labelledby="workspace-members">
      <Heading level={3} id="workspace-members">
        Members of {ws}
      </Heading>
      <DataList
        label={`Members of ${ws}`}
        version={`${ws}/${version}`}
        keyOf={(member) => member.subject}
        load={(paging: Paging) => expect(api.GET('/api/gateways/{gw}/workspaces/{ws}/members', { params: { path: { gw, ws }, query: paging } }))}
        empty="No members: only platform admins reach this workspace."
        columns={columns}
      />
      {session.canOn(gw, 'admin') ? (
        <Form onSubmit={add.onSubmit} className="inline-form" aria-label={`Add a member to ${ws}`}>
          <Field label="Subject (OIDC)" name="subject" isRequired />
          <RadioGroup value={role} onChange={(next) => setRole(next as 'user' | 'admin')} orientation="horizontal">
            <Label>Workspace role</Label>
            <Radio value="user">User</Radio>
            <Radio value="admin">Admin</Radio>
          </RadioGroup>
          <Button type="submit" isDisabled={add.busy}>
            Add member
          </Button>
        </Form>
      ) : null}
      <ProblemMessage error={add.error} />
    </section>
  );
}
