import { useState } from 'react';
import { Button, Form, Heading, Label, Link, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type Page, type Paging } from '../components/DataList.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { RolePicker } from '../components/RolePicker.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import type { Role } from '../session.tsx';
import { gatewayPage } from './paths.ts';

/** Whose overrides: the three collections that mount `{collection}/{id}/gateway-roles[/{gateway}]`. */
export type RoleSubjectKind = 'user' | 'group' | 'service_principal';

interface GatewayRole {
  gateway: string;
  role: Role;
  updated_at: string;
}

interface GatewayRoleCalls {
  list(id: string, paging: Paging): Promise<Page<GatewayRole>>;
  set(id: string, gateway: string, role: Role): Promise<unknown>;
  remove(id: string, gateway: string): Promise<unknown>;
}

// One entry per collection, so every path stays a literal the generated API types check.
const CALLS: Record<RoleSubjectKind, GatewayRoleCalls> = {
  user: {
    list: (id, paging) => expect(api.GET('/api/auth/users/{id}/gateway-roles', { params: { path: { id }, query: paging } })),
    set: (id, gateway, role) => expect(api.PUT('/api/auth/users/{id}/gateway-roles/{gateway}', { params: { path: { id, gateway } }, body: { role } })),
    remove: (id, gateway) => expect(api.DELETE('/api/auth/users/{id}/gateway-roles/{gateway}', { params: { path: { id, gateway } } })),
  },
  group: {
    list: (id, paging) => expect(api.GET('/api/auth/groups/{id}/gateway-roles', { params: { path: { id }, query: paging } })),
    set: (id, gateway, role) => expect(api.PUT('/api/auth/groups/{id}/gateway-roles/{gateway}', { params: { path: { id, gateway } }, body: { role } })),
    remove: (id, gateway) => expect(api.DELETE('/api/auth/groups/{id}/gateway-roles/{gateway}', { params: { path: { id, gateway } } })),
  },
  service_principal: {
    list: (id, paging) => expect(api.GET('/api/auth/service-principals/{id}/gateway-roles', { params: { path: { id }, query: paging } })),
    set: (id, gateway, role) =>
      expect(api.PUT('/api/auth/service-principals/{id}/gateway-roles/{gateway}', { params: { path: { id, gateway } }, body: { role } })),
    remove: (id, gateway) => expect(api.DELETE('/api/auth/service-principals/{id}/gateway-roles/{gateway}', { params: { path: { id, gateway } } })),
  },
};

/** The gateways a role can be granted on (the API's largest page; a picker of more would not be usable anyway). */
function useGatewayNames() {
  return useLoad(
    async () => (await expect(api.GET('/api/gateways', { params: { query: { limit: 1000, label: [] } } }))).items.map((gateway) => gateway.name),
    [],
  );
}

/**
 * One subject's per-gateway roles (admin): each overrides the subject's global role on that gateway. Granting on
 * a gateway that already has one replaces it; revoking asks first.
 */
export function GatewayRolesSection({ kind, id, label }: { kind: RoleSubjectKind; id: string; label: string }) {
  const calls = CALLS[kind];
  const gateways = useGatewayNames();
  const names = gateways.value;
  const [version, setVersion] = useState(0);
  const [gateway, setGateway] = useState<string | null>(null);
  const [role, setRole] = useState<Role>('viewer');
  const reload = () => setVersion((v) => v + 1);
  const grant = useSubmit(async () => {
    if (gateway === null) return; // the button is disabled until one is chosen
    await calls.set(id, gateway, role);
    reload();
  });
  return (
    <section aria-labelledby="gateway-roles">
      <Heading level={2} id="gateway-roles">
        Gateway roles of {label}
      </Heading>
      <DataList
        label={`Gateway roles of ${label}`}
        version={`${kind}/${id}/${version}`}
        keyOf={(item) => item.gateway}
        load={(paging: Paging) => calls.list(id, paging)}
        empty="No gateway role: the global role applies on every gateway."
        columns={[
          { title: 'Gateway', render: (item) => <Link href={gatewayPage(item.gateway)}>{item.gateway}</Link> },
          { title: 'Role', render: (item) => item.role },
          { title: 'Since', render: (item) => <RelativeTime value={item.updated_at} /> },
          {
            title: 'Revoke',
            render: (item) => (
              <ConfirmAction
                label="Revoke"
                question={`Revoke the ${item.role} role of ${label} on gateway ${item.gateway}? The global role applies there again.`}
                action={() => calls.remove(id, item.gateway)}
                onDone={reload}
              />
            ),
          },
        ]}
      />
      <Form onSubmit={grant.onSubmit} aria-label={`Grant a gateway role to ${label}`}>
        {/* A Select without options does not open: it stays disabled until there are gateways to choose from. */}
        <Select
          className="field"
          placeholder={names?.length === 0 ? 'No gateway is registered' : 'Choose a gateway'}
          isDisabled={!names?.length}
          selectedKey={gateway}
          onSelectionChange={(key) => setGateway(key === null ? null : String(key))}
        >
          <Label>Gateway</Label>
          <Button>
            <SelectValue />
          </Button>
          <Popover>
            <ListBox items={(names ?? []).map((name) => ({ name }))}>{(item) => <ListBoxItem id={item.name}>{item.name}</ListBoxItem>}</ListBox>
          </Popover>
        </Select>
        <RolePicker label="Role on this gateway" value={role} onChange={setRole} />
        <ProblemMessage error={grant.error ?? gateways.error} />
        <Button type="submit" className="primary" isDisabled={grant.busy || gateway === null}>
          Grant role
        </Button>
      </Form>
    </section>
  );
}
