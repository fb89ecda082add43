import { useState } from 'react';
import { Button, Heading, Link } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useLoad } from '../components/useLoad.ts';
import { navigate } from '../router.tsx';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';
import { CreateSandbox } from './CreateSandbox.tsx';
import { CeilingsSection, CurfewSection } from './GatewayGuards.tsx';
import { GatewaySettingsSection } from './GatewaySettingsSection.tsx';
import { GatewayTemplatesSection } from './GatewayTemplatesSection.tsx';
import { HealthHistorySection } from './HealthHistorySection.tsx';
import { InferenceSection } from './InferenceSection.tsx';
import { LeasePolicySection } from './LeasePolicySection.tsx';
import { LocalGatewaySection } from './LocalGatewaySection.tsx';
import { ProvidersSection } from './ProvidersSection.tsx';
import { gatewayPage, sandboxPage } from './paths.ts';
import { useGatewayWorkspaces, WorkspaceSwitcher, WorkspacesSection } from './WorkspacesSection.tsx';

/**
 * What the probe behind /info just saw (the stored status waits for the next health cycle). A version no wire line
 * speaks is `unsupported`: Portcullis sends it nothing but Health.
 */
function liveStatus(info: { reachable: boolean; supported: boolean | null; authenticated: boolean | null; wire_line: string | null }): string {
  if (!info.reachable) return 'unreachable';
  if (info.supported === false && info.wire_line === null) return 'unsupported';
  return info.supported === false || info.authenticated === false ? 'degraded' : 'connected';
}

const CAPABILITY_NAMES = {
  receipts: 'provider-change receipts',
  profile_import: 'provider profile import',
  inference_routes: 'inference routes',
  request_ids: 'at-most-once mutations (request ids)',
  workspaces: 'workspace management',
  services: 'exposed services',
  credential_refresh: 'provider credential refresh',
  templates: 'gateway-side sandbox templates',
} as const;

/** What the gateway's line offers beyond what every line does, and what it does not. */
function CapabilityList({ capabilities }: { capabilities: Record<keyof typeof CAPABILITY_NAMES, boolean> | null }) {
  if (!capabilities) return <>—</>;
  const entries = Object.entries(CAPABILITY_NAMES) as Array<[keyof typeof CAPABILITY_NAMES, string]>;
  return (
    <ul className="plain" data-testid="capabilities">
      {entries.map(([key, name]) => (
        <li key={key}>
          {capabilities[key] ? '✓' : '✗'} {name}
          {capabilities[key] ? '' : <span className="muted"> (not offered by this gateway)</span>}
        </li>
      ))}
    </ul>
  );
}

interface Extension {
  kind: string;
  name: string;
  implementation: string;
  version: string;
  capabilities: string[];
}

/** The extensions the gateway negotiated (OpenShell 0.1); a 0.0 gateway negotiates none. */
function ExtensionList({ extensions }: { extensions: Extension[] | null }) {
  if (extensions === null) return <>not negotiated by this gateway's line</>;
  if (extensions.length === 0) return <>none</>;
  return (
    <ul className="plain" data-testid="extensions">
      {extensions.map((extension) => (
        <li key={`${extension.kind}/${extension.name}`}>
          {extension.kind.replaceAll('_', ' ')} <strong>{extension.name}</strong>: {extension.implementation} {extension.version}
          {extension.capabilities.length ? <span className="muted"> · {extension.capabilities.join(', ')}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** `0.1` → the OpenShell release line it names. */
function lineText(line: string | null): string {
  return line === null ? 'none (not supported)' : `OpenShell ${line}`;
}

export function GatewayDetailPage({ gw }: { gw: string }) {
  const session = useSession();
  const gateway = useLoad(() => expect(api.GET('/api/gateway/{name}/info', { params: { path: { name: gw } } })), [gw]);
  const [version, setVersion] = useState(0);
  const workspaces = useGatewayWorkspaces(gw, session.plugins.has('workspaces'));
  // The workspace the gateway's sections show, kept in the URL so that links and reloads keep it; undefined: the
  // gateway's default_workspace.
  const workspace = useWorkspace();
  const defaultWorkspace = workspaces.value?.items.find((item) => item.default)?.name;
  const showWorkspace = (chosen: string) => navigate(gatewayPage(gw, chosen === defaultWorkspace ? undefined : chosen), { replace: true });
  const [probe, setProbe] = useState<{ result?: unknown; error?: unknown }>({});
  const value = gateway.value;
  return (
    <>
      <div className="page-head">
        <Heading level={1}>Gateway {gw}</Heading>
        <div className="toolbar">
          <Button
            onPress={async () => {
              try {
                setProbe({ result: await expect(api.POST('/api/gateway/{name}/test-connection', { params: { path: { name: gw } } })) });
              } catch (error) {
                setProbe({ error });
              }
              gateway.reload();
            }}
          >
            Test connection
          </Button>
          {session.canOn(gw, 'admin') ? (
            <ConfirmAction
              label="Remove gateway"
              question={`Remove gateway ${gw} from Portcullis? Its sandboxes keep running on the gateway.`}
              action={() => expect(api.DELETE('/api/gateway/{name}', { params: { path: { name: gw } } }))}
              onDone={() => navigate('/gateways')}
            />
          ) : null}
        </div>
      </div>
      <ProblemMessage error={gateway.error ?? probe.error} />
      {probe.result ? <ScrollingText role="status">{JSON.stringify(probe.result, null, 2)}</ScrollingText> : null}
      {value ? (
        <dl className="facts">
          <dt>Status</dt>
          <dd data-testid="gateway-status">
            <StatusBadge status={liveStatus(value)} />
            {(value.error ?? value.last_error) ? <span className="muted"> {value.error ?? value.last_error}</span> : null}
          </dd>
          <dt>Endpoint</dt>
          <dd>
            <code>{value.endpoint}</code> ({value.transport}, {value.auth_mode})
          </dd>
          <dt>Version</dt>
          <dd>{value.version ?? '—'}</dd>
          <dt>Wire line</dt>
          <dd data-testid="wire-line">{value.version === null ? '—' : lineText(value.wire_line)}</dd>
          <dt>Capabilities</dt>
          <dd>
            <CapabilityList capabilities={value.capabilities} />
          </dd>
          <dt>Extensions</dt>
          <dd>
            <ExtensionList extensions={value.extensions} />
          </dd>
          <dt>Last seen</dt>
          <dd>
            <RelativeTime value={value.last_seen} />
          </dd>
          <dt>Last probe</dt>
          <dd>
            <RelativeTime value={value.last_probe_at} />
            {value.latency_ms !== null ? ` · ${value.latency_ms} ms` : ''}
          </dd>
          <dt>Your role here</dt>
          <dd data-testid="role-here">{session.roleOn(gw) ?? 'none'}</dd>
          <dt>Labels</dt>
          <dd>
            {Object.entries(value.labels)
              .map(([key, label]) => `${key}:${label}`)
              .join(', ') || '—'}
          </dd>
        </dl>
      ) : null}
      <HealthHistorySection gw={gw} />
      <GatewaySettingsSection gw={gw} />
      {value && session.canOn(gw, 'admin') ? <LocalGatewaySection gw={gw} local={value.local} onChanged={gateway.reload} /> : null}
      {workspaces.value ? (
        <>
          <WorkspacesSection gw={gw} listing={workspaces.value} onChanged={workspaces.reload} />
          <WorkspaceSwitcher listing={workspaces.value} value={workspace ?? defaultWorkspace ?? ''} onChange={showWorkspace} />
        </>
      ) : null}
      <ProblemMessage error={workspaces.error} />
      <div className="page-head">
        <Heading level={2}>Sandboxes</Heading>
        {session.canOn(gw, 'operator') ? (
          <CreateSandbox
            gw={gw}
            workspace={workspace}
            capabilities={value?.capabilities ?? null}
            onCreated={(name) => navigate(sandboxPage(gw, name, workspace))}
          />
        ) : null}
      </div>
      <DataList
        label="Sandboxes"
        version={`${workspace}/${version}`}
        keyOf={(sandbox) => sandbox.name}
        load={(paging: Paging) => expect(api.GET('/api/gateways/{gw}/sandboxes', { params: { path: { gw }, query: { ...paging, label: [], workspace } } }))}
        columns={[
          { title: 'Name', render: (sandbox) => <Link href={sandboxPage(gw, sandbox.name, workspace)}>{sandbox.name}</Link> },
          { title: 'State', render: (sandbox) => <StatusBadge status={sandbox.state} /> },
          { title: 'Why not running', render: (sandbox) => sandbox.not_ready?.reason ?? '' },
          { title: 'Image', render: (sandbox) => <code>{sandbox.image}</code> },
          { title: 'Policy version', render: (sandbox) => sandbox.current_policy_version },
        ]}
      />
      <Button onPress={() => setVersion((v) => v + 1)}>Refresh sandboxes</Button>
      {session.plugins.has('providers') ? (
        <ProvidersSection gw={gw} workspace={workspace} importsProfiles={value?.capabilities?.profile_import === true} />
      ) : null}
      {session.plugins.has('gateway-templates') && value?.capabilities ? (
        <GatewayTemplatesSection gw={gw} workspace={workspace} offered={value.capabilities.templates} />
      ) : null}
      {session.plugins.has('inference') ? <InferenceSection gw={gw} /> : null}
      {session.plugins.has('curfew') ? <CurfewSection gw={gw} /> : null}
      {session.plugins.has('sandbox-leases') ? <LeasePolicySection gw={gw} /> : null}
      {session.plugins.has('policy-ceilings') ? <CeilingsSection gw={gw} /> : null}
    </>
  );
}
