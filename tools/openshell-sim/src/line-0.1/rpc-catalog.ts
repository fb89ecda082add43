// What the 0.1 line needs to know per RPC, derived from the vendored contracts rather than kept as a second list:
// the RPCs, their types and whether a request takes workspace_scope and request_id come from wire-0.1.json. That file
// carries no authorization, so an RPC that also exists on the 0.0 line takes its authorization from wire.json by name
// (the option did not change with the wire), and the RPCs new in 0.1 take it from the table below.
import type { WireRpc } from '@portcullis/proto';
import { loadWireContract } from '@portcullis/proto';
import { loadWireContract01 } from '@portcullis/proto/line-0.1';

/** An RPC's authorization option (auth mode, scope, workspace or global role). */
type WireAuthorization = WireRpc['authorization'];

/**
 * Which selections a request's workspace_scope accepts (the comments of proto/line-0.1/openshell/openshell.proto):
 * `named` one workspace; `named-or-all` also all_workspaces (lists); `optional-global` omitted means gateway scope
 * (global UpdateConfig / GetSandboxPolicyStatus / ListSandboxPolicies); `optional-platform` omitted means the platform
 * provider profiles; `none` the request has no selector.
 */
export type SelectorKind = 'none' | 'named' | 'named-or-all' | 'optional-global' | 'optional-platform';

export interface Rpc01Info {
  rpc: string;
  requestType: string;
  responseType: string;
  clientStreaming: boolean;
  serverStreaming: boolean;
  authorization: WireAuthorization;
  selector: SelectorKind;
  /** The request takes an optional request_id (at-most-once admission). */
  admitsRequestId: boolean;
}

const user = (scope: string): WireAuthorization => ({ auth_mode: 'bearer', scope, workspace_role: 'user' });
const admin = (scope: string): WireAuthorization => ({ auth_mode: 'bearer', scope, workspace_role: 'admin' });
const SANDBOX_ONLY: WireAuthorization = { auth_mode: 'sandbox' };

/**
 * Authorization of the RPCs the 0.0 line does not have. Templates, members and workspace deletion follow upstream's
 * mutation adapters (templates: workspace admin to write; members: workspace admin; workspaces: platform admin); the
 * rest follow the 0.0 RPC they sit next to (services like exec: sandbox:write for users; profile writes like provider
 * writes: workspace admin). Supervisor calls need a sandbox principal.
 */
const NEW_RPC_AUTHORIZATION: Record<string, WireAuthorization> = {
  BeginRootfsTarStaging: user('sandbox:write'),
  CreateSandboxTemplate: admin('sandbox:write'),
  GetSandboxTemplate: user('sandbox:read'),
  ListSandboxTemplates: user('sandbox:read'),
  DeleteSandboxTemplate: admin('sandbox:write'),
  GetSandboxProviderStatus: user('sandbox:read'),
  ExposeService: user('sandbox:write'),
  GetService: user('sandbox:read'),
  ListServices: user('sandbox:read'),
  DeleteService: user('sandbox:write'),
  ForwardTcp: user('sandbox:write'),
  ExecSandboxInteractive: user('sandbox:write'),
  GetProviderProfile: user('provider:read'),
  ImportProviderProfiles: admin('provider:write'),
  UpdateProviderProfiles: admin('provider:write'),
  LintProviderProfiles: user('provider:read'),
  DeleteProviderProfile: admin('provider:write'),
  GetProviderRefreshStatus: user('provider:read'),
  ConfigureProviderRefresh: admin('provider:write'),
  RotateProviderCredential: admin('provider:write'),
  DeleteProviderRefresh: admin('provider:write'),
  CreateWorkspace: { auth_mode: 'bearer', scope: 'workspace:write', global_role: 'platform_admin' },
  GetWorkspace: { auth_mode: 'bearer', scope: 'workspace:read' },
  ListWorkspaces: { auth_mode: 'bearer', scope: 'workspace:read' },
  DeleteWorkspace: { auth_mode: 'bearer', scope: 'workspace:write', global_role: 'platform_admin' },
  AddWorkspaceMember: admin('workspace:write'),
  RemoveWorkspaceMember: admin('workspace:write'),
  ListWorkspaceMembers: user('workspace:read'),
  // replica-to-replica calls: answered "not simulated" (see not-simulated.ts)
  PeerRelay: { auth_mode: 'bearer' },
  PeerReportProviderReadiness: { auth_mode: 'bearer' },
  PeerReportEndpointStatus: { auth_mode: 'bearer' },
  PeerGetSandboxProviderStatus: { auth_mode: 'bearer' },
};

const SUPERVISOR_RPCS = [
  'IssueSandboxToken',
  'RefreshSandboxToken',
  'ConnectSupervisor',
  'RelayStream',
  'PushSandboxLogs',
  'ReportPolicyStatus',
  'ReportEndpointStatus',
  'ReportProviderReadiness',
  'ReportSandboxConfiguration',
  'ReportMainProcessExit',
  'FinalizeMainProcessExit',
  'ExchangeProviderSubjectToken',
];

const SELECTOR_KINDS: Record<string, SelectorKind> = {
  ListSandboxes: 'named-or-all',
  ListSandboxTemplates: 'named-or-all',
  ListServices: 'named-or-all',
  ListProviders: 'named-or-all',
  UpdateConfig: 'optional-global',
  GetSandboxPolicyStatus: 'optional-global',
  ListSandboxPolicies: 'optional-global',
  ListProviderProfiles: 'optional-platform',
  GetProviderProfile: 'optional-platform',
  ImportProviderProfiles: 'optional-platform',
  UpdateProviderProfiles: 'optional-platform',
  LintProviderProfiles: 'optional-platform',
  DeleteProviderProfile: 'optional-platform',
};

function authorizationOf(rpc: string, fromLine00: Map<string, WireAuthorization>): WireAuthorization {
  if (SUPERVISOR_RPCS.includes(rpc)) return SANDBOX_ONLY;
  const authorization = fromLine00.get(rpc) ?? NEW_RPC_AUTHORIZATION[rpc];
  if (!authorization) throw new Error(`no authorization known for the 0.1 RPC ${rpc}`);
  return authorization;
}

function buildCatalog(): Map<string, Rpc01Info> {
  const line00 = new Map(
    loadWireContract()
      .rpcs.filter((rpc) => rpc.service === 'OpenShell')
      .map((rpc) => [rpc.rpc, rpc.authorization]),
  );
  const contract = loadWireContract01();
  return new Map(
    contract.rpcs.map((rpc) => {
      const fields = contract.messages[rpc.request_type]?.fields ?? [];
      const hasSelector = fields.some((field) => field.name === 'workspace_scope');
      const info: Rpc01Info = {
        rpc: rpc.rpc,
        requestType: rpc.request_type,
        responseType: rpc.response_type,
        clientStreaming: rpc.client_streaming,
        serverStreaming: rpc.server_streaming,
        authorization: authorizationOf(rpc.rpc, line00),
        selector: hasSelector ? (SELECTOR_KINDS[rpc.rpc] ?? 'named') : 'none',
        admitsRequestId: fields.some((field) => field.name === 'request_id'),
      };
      return [rpc.rpc, info];
    }),
  );
}

let catalog: Map<string, Rpc01Info> | undefined;

export function rpc01Info(rpc: string): Rpc01Info {
  catalog ??= buildCatalog();
  const info = catalog.get(rpc);
  if (!info) throw new Error(`RPC ${rpc} is not in the 0.1 wire contract`);
  return info;
}

export function allRpc01Names(): string[] {
  catalog ??= buildCatalog();
  return [...catalog.keys()];
}
