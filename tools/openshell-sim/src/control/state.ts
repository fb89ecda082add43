// A plain-data snapshot of the simulator for assertions and the control API's GET /control/state.
import type { CallControl } from '../grpc/call-control.ts';
import type { Gateway } from '../state/gateway.ts';
import { PLATFORM_SCOPE } from '../state/provider-profile-catalog.ts';

export interface SimulatorState {
  /** The version profile (`head`, `v0.0.111`, `v0.0.105`, `v0.1.2`). */
  profile: string;
  version: string;
  workspaces: { name: string; members: Record<string, string> }[];
  sandboxes: {
    id: string;
    name: string;
    workspace: string;
    phase: string;
    resourceVersion: number;
    providers: string[];
    currentPolicyVersion: number;
    policyRevisions: { version: number; status: string; policyHash: string; loadError: string }[];
    chunks: { id: string; status: string; ruleName: string; binary: string; hitCount: number }[];
    draftVersion: number;
    logLines: number;
    openWatchStreams: number;
    sshSessions: number;
  }[];
  providers: { name: string; workspace: string; type: string; credentialKeys: string[]; resourceVersion: number }[];
  inferenceRoutes: { workspace: string; routeName: string; providerName: string; modelId: string; version: number }[];
  globalPolicyVersion: number;
  /** 0.1 line: imported provider profiles (`workspace/id`, platform ones without a workspace) and provider receipts. */
  providerProfiles: string[];
  receipts: { id: string; sandbox: string; provider: string; kind: string; state: string }[];
  /** 0.1 line: exposed services (`name` `''` is a sandbox's unnamed one), whether by ExposeService or at CreateSandbox. */
  services: { workspace: string; sandbox: string; name: string; targetPort: number; domain: boolean }[];
  calls: Record<string, number>;
}

export function snapshotState(gateway: Gateway, calls: CallControl): SimulatorState {
  return {
    profile: gateway.options.profile.name,
    version: gateway.version,
    workspaces: gateway.workspaces.list(),
    sandboxes: gateway.sandboxes.all().map((s) => ({
      id: s.id,
      name: s.name,
      workspace: s.workspace,
      phase: s.phase,
      resourceVersion: s.resourceVersion,
      providers: [...s.spec.providers],
      currentPolicyVersion: s.currentPolicyVersion,
      policyRevisions: gateway.policies.revisions(s.id).map((r) => ({
        version: r.version,
        status: r.status,
        policyHash: r.policyHash,
        loadError: r.loadError,
      })),
      chunks: gateway.drafts.chunks(s.id).map((c) => ({
        id: c.id,
        status: c.status,
        ruleName: c.ruleName,
        binary: c.binary,
        hitCount: c.hitCount,
      })),
      draftVersion: gateway.drafts.draftVersion(s.id),
      logLines: gateway.logs.ring(s.id).length,
      openWatchStreams: gateway.watch.openStreams(s.id),
      sshSessions: gateway.ssh.active(s.id),
    })),
    providers: gateway.providers.list(undefined).map((p) => ({
      name: p.name,
      workspace: p.workspace,
      type: p.type,
      credentialKeys: Object.keys(p.credentials),
      resourceVersion: p.resourceVersion,
    })),
    inferenceRoutes: gateway.inference.all().map((r) => ({
      workspace: r.workspace,
      routeName: r.routeName,
      providerName: r.providerName,
      modelId: r.modelId,
      version: r.version,
    })),
    globalPolicyVersion: gateway.policies.activeGlobal()?.version ?? 0,
    providerProfiles: [PLATFORM_SCOPE, ...gateway.workspaces.all().map((w) => w.name)].flatMap((scope) =>
      gateway.profiles.list(scope).map((stored) => (scope ? `${scope}/${stored.profile.id}` : stored.profile.id)),
    ),
    receipts: gateway.receipts.all().map((r) => ({ id: r.id, sandbox: `${r.workspace}/${r.sandbox}`, provider: r.provider, kind: r.kind, state: r.state })),
    services: gateway.services.list({}).map((r) => ({ workspace: r.workspace, sandbox: r.sandbox, name: r.name, targetPort: r.targetPort, domain: r.domain })),
    calls: calls.allCalls(),
  };
}
