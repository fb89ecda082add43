import { RelativeTime } from '../components/RelativeTime.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useSession } from '../session.tsx';
import type { GatewayInfo } from './gateway-info.ts';

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

/** What the gateway is and how it is doing: the overview tab's facts. */
export function GatewayFacts({ gw, value }: { gw: string; value: GatewayInfo }) {
  const session = useSession();
  return (
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
  );
}
