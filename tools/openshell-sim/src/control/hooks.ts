// Test and demo controls, the same set in-process (`sim.control`) and over the JSON control API. Sandboxes are
// named by UUID, "name" (default workspace) or "workspace/name".

import { status } from '@grpc/grpc-js';
import type { IssuerServer } from '../auth/issuer-server.ts';
import type { MintTokenInput, TokenAuthority } from '../auth/jwt.ts';
import type { DenialStage } from '../drafts/mapper.ts';
import type { CommandTable, ExecScript } from '../exec/commands.ts';
import type { CallControl } from '../grpc/call-control.ts';
import { parseStatusCode } from '../grpc/errors.ts';
import type { LogMode, OidcClient, ProviderProfileSeed, SeedProvider, WorkspaceRole } from '../options.ts';
import { REFRESH_STATES, type RefreshConfiguration, type RefreshState } from '../state/credential-refresh.ts';
import type { Gateway } from '../state/gateway.ts';
import { realisticInference, specStyleInference } from '../state/log-lines.ts';
import type { LogInput } from '../state/logs.ts';
import { PLATFORM_SCOPE } from '../state/provider-profile-catalog.ts';
import { inferenceEndpoint } from '../state/provider-profiles.ts';
import type { SandboxPolicy } from '../state/types.ts';
import { lagMessage } from '../watch/subscription.ts';
import type { SimulatorState } from './state.ts';
import { snapshotState } from './state.ts';

export interface ForcedErrorInput {
  code: string | number;
  message?: string;
  times?: number;
}

export interface DenialHookInput {
  sandbox: string;
  host: string;
  port: number;
  binary: string;
  method?: string;
  path?: string;
  count?: number;
  stage?: DenialStage;
}

export interface InferenceHookOptions {
  model?: string;
  provider?: string;
  latencyMs?: number;
  /** Defaults to the simulator's logMode. */
  mode?: LogMode;
}

export interface SimulatorControl {
  calls(rpc: string): number;
  allCalls(): Record<string, number>;
  resetCalls(): void;
  failNext(rpc: string, error: ForcedErrorInput): void;
  /** The next `times` answers of `rpc` are lost after the handler ran (its effects and request_id outcome stay): UNAVAILABLE. */
  dropNextResponse(rpc: string, times?: number): void;
  /** How many answers of `rpc` were replays of a stored request_id outcome (0.1 line). */
  replays(rpc: string): number;
  /** The x-request-id values clients sent with `rpc`, oldest first (cleared by resetCalls). */
  requestIds(rpc: string): string[];
  /** The text metadata of each call of `rpc` (`traceparent`, `x-request-id`, ...), oldest first (cleared by resetCalls). */
  metadata(rpc: string): Array<Record<string, string>>;
  clearFailures(): void;
  setDelay(rpc: string, ms: number): void;
  openWatchStreams(sandbox: string): number;
  simulateDenial(input: DenialHookInput): void;
  flushDenials(sandbox?: string): number;
  emitLog(sandbox: string, lines: LogInput | LogInput[]): void;
  emitInference(sandbox: string, count?: number, options?: InferenceHookOptions): void;
  setVersion(version: string): void;
  holdProvisioning(sandbox: string, hold?: boolean): void;
  /** Keeps a deleted sandbox DELETING until released (then it is removed at once). */
  holdDeletion(sandbox: string, hold?: boolean): void;
  forceSandboxError(sandbox: string, options?: { reason?: string; message?: string; exitCode?: number }): void;
  /** The main process exits: 0 is COMPLETED on the 0.1 line, anything else (and every exit on 0.0) ERROR with the code. */
  exitMainProcess(sandbox: string, exitCode: number): void;
  /** The supervisor rejects the sandbox's configuration (held PROVISIONING, admission REJECTED); null accepts it again. */
  rejectConfiguration(sandbox: string, message: string | null): void;
  /**
   * Puts a provider's credential ("name" in the default workspace, or "workspace/name") into a refresh state (0.1
   * line): `refreshed`, or a failure with its recovery action; null makes it static again. `message` is the error.
   */
  setCredentialRefresh(provider: string, credential: string, state: RefreshState | null, message?: string): void;
  /** The refresh configuration ConfigureProviderRefresh stored for a provider's credential (0.1 line); null when none. */
  credentialRefreshConfiguration(provider: string, credential: string): RefreshConfiguration | null;
  /** Keeps a sandbox's provider receipts PENDING (0.1 line); released, they proceed. */
  holdReceipts(sandbox: string, hold?: boolean): void;
  failNextStop(sandbox: string, error: ForcedErrorInput): void;
  failNextStart(sandbox: string, error: ForcedErrorInput): void;
  failNextPolicyLoad(sandbox: string, loadError?: string): void;
  injectWatchLag(sandbox: string, dropped?: number): number;
  setInferenceVerificationFailure(reason: string | null): void;
  addWorkspace(name: string, members?: Record<string, WorkspaceRole>): void;
  setWorkspaceMember(workspace: string, subject: string, role: WorkspaceRole): void;
  setExecScript(command: string, script: ExecScript | null): void;
  mintToken(input: MintTokenInput): string;
  /** Registers a client-credentials client with the issuer server (oidc.issuerServer). */
  addOidcClient(client: OidcClient): void;
  /** Replaces the signing key: tokens issued before fail with "invalid token: unknown signing key". */
  rotateOidcSigningKey(): void;
  /**
   * Seeds a provider without an RPC (demos, test fixtures). On the 0.1 line its profile is not checked, so a provider
   * whose profile is missing can be set up.
   */
  seedProvider(seed: SeedProvider): void;
  /** Imports a provider profile without an RPC (0.1 line): a built-in id or a whole profile, at platform scope or in a workspace. */
  seedProviderProfile(profile: string | ProviderProfileSeed, workspace?: string): void;
  /** Creates a sandbox without an RPC, through the same validation and phase machine as CreateSandbox. */
  seedSandbox(seed: SeedSandbox): { id: string; name: string };
  state(): SimulatorState;
}

export interface SeedSandbox {
  name?: string;
  workspace?: string;
  image?: string;
  providers?: string[];
  policy?: SandboxPolicy;
  labels?: Record<string, string>;
}

export interface ControlDeps {
  gateway: Gateway;
  calls: CallControl;
  tokens: TokenAuthority;
  commands: CommandTable;
  issuerServer: IssuerServer | undefined;
}

function failure(error: ForcedErrorInput, fallback: string) {
  return { code: parseStatusCode(error.code), message: error.message ?? fallback };
}

export function createControl({ gateway, calls, tokens, commands, issuerServer }: ControlDeps): SimulatorControl {
  const sandbox = (ref: string) => gateway.sandboxes.resolve(ref);
  // A provider "name" (default workspace) or "workspace/name" that has the credential.
  const providerWithCredential = (ref: string, credential: string) => {
    const [workspace, name] = ref.includes('/') ? (ref.split('/', 2) as [string, string]) : ['default', ref];
    const provider = gateway.providers.find(workspace, name);
    if (!provider) throw new TypeError(`no provider '${ref}'`);
    if (!(credential in provider.credentials)) throw new TypeError(`provider '${ref}' has no credential '${credential}'`);
    return provider;
  };
  return {
    calls: (rpc) => calls.calls(rpc),
    allCalls: () => calls.allCalls(),
    resetCalls: () => calls.resetCalls(),
    failNext: (rpc, error) => {
      const { code, message } = failure(error, 'injected failure');
      calls.failNext(rpc, code, message, error.times ?? 1);
    },
    clearFailures: () => calls.clearFailures(),
    dropNextResponse: (rpc, times = 1) => calls.dropNextResponse(rpc, times),
    replays: (rpc) => calls.replays(rpc),
    requestIds: (rpc) => calls.requestIds(rpc),
    metadata: (rpc) => calls.metadata(rpc),
    setDelay: (rpc, ms) => calls.setDelay(rpc, ms),
    openWatchStreams: (ref) => gateway.watch.openStreams(sandbox(ref).id),
    simulateDenial: ({ sandbox: ref, ...denial }) => gateway.drafts.recordDenial(sandbox(ref), denial),
    flushDenials: (ref) => gateway.drafts.flush(ref ? sandbox(ref) : undefined),
    emitLog: (ref, lines) => {
      const record = sandbox(ref);
      for (const line of Array.isArray(lines) ? lines : [lines]) gateway.log(record, line);
    },
    emitInference: (ref, count = 1, options = {}) => {
      const record = sandbox(ref);
      const providerName = options.provider ?? 'nvidia';
      const provider = gateway.providers.find(record.workspace, providerName);
      const endpoint = inferenceEndpoint(provider?.type ?? providerName, provider?.config ?? {});
      const mode = options.mode ?? gateway.options.logMode;
      const timestampMs = Date.now(); // every line of the burst shares one millisecond, as real bursts do
      for (let i = 0; i < count; i++) {
        const call = {
          model: options.model ?? 'meta/llama-3.1-8b-instruct',
          provider: providerName,
          latencyMs: options.latencyMs ?? 180 + i,
          endpoint: endpoint.url,
          protocol: endpoint.protocol,
        };
        const lines = mode === 'spec' ? specStyleInference(call) : realisticInference(call);
        for (const line of lines) gateway.log(record, { ...line, timestampMs });
      }
    },
    setVersion: (version) => {
      gateway.version = version;
    },
    holdProvisioning: (ref, hold = true) => gateway.lifecycle.holdProvisioning(sandbox(ref), hold),
    holdDeletion: (ref, hold = true) => gateway.lifecycle.holdDeletion(sandbox(ref), hold),
    forceSandboxError: (ref, options) => gateway.lifecycle.forceError(sandbox(ref), options),
    exitMainProcess: (ref, exitCode) => gateway.lifecycle.exitMainProcess(sandbox(ref), exitCode),
    rejectConfiguration: (ref, message) => gateway.lifecycle.rejectConfiguration(sandbox(ref), message),
    setCredentialRefresh: (ref, credential, state, message) => {
      if (state !== null && !REFRESH_STATES.includes(state)) throw new TypeError(`unknown refresh state '${state}': one of ${REFRESH_STATES.join(', ')}`);
      gateway.credentialRefresh.set(providerWithCredential(ref, credential).id, credential, state, message);
    },
    credentialRefreshConfiguration: (ref, credential) => {
      const configuration = gateway.credentialRefresh.configuration(providerWithCredential(ref, credential).id, credential);
      return configuration ? structuredClone(configuration) : null;
    },
    holdReceipts: (ref, hold = true) => gateway.receipts.hold(sandbox(ref).id, hold),
    failNextStop: (ref, error) => gateway.lifecycle.failNextStop(sandbox(ref), failure(error, 'simulated driver failure')),
    failNextStart: (ref, error) => gateway.lifecycle.failNextStart(sandbox(ref), failure(error, 'simulated driver failure')),
    failNextPolicyLoad: (ref, loadError = 'simulated policy load failure') => gateway.policies.failNextLoad(sandbox(ref).id, loadError),
    injectWatchLag: (ref, dropped = 1025) => gateway.watch.failAll(sandbox(ref).id, status.RESOURCE_EXHAUSTED, lagMessage(dropped)),
    setInferenceVerificationFailure: (reason) => {
      gateway.inference.verificationFailure = reason;
    },
    addWorkspace: (name, members) => gateway.workspaces.add(name, members),
    setWorkspaceMember: (workspace, subject, role) => gateway.workspaces.setMember(workspace, subject, role),
    setExecScript: (command, script) => commands.setScript(command, script),
    mintToken: (input) => tokens.mint(input),
    addOidcClient: (client) => {
      if (!issuerServer) throw new TypeError('no OIDC issuer server: start the simulator with oidc.issuerServer');
      issuerServer.addClient(client);
    },
    rotateOidcSigningKey: () => tokens.rotateKey(),
    seedProvider: (seed) => gateway.seedProvider(seed, { requireProfile: false }),
    seedProviderProfile: (profile, workspace) => {
      gateway.seedProviderProfile(profile, workspace === undefined ? PLATFORM_SCOPE : gateway.workspaces.require(workspace));
    },
    seedSandbox: (seed) => {
      const record = gateway.createSandbox({
        name: seed.name ?? '',
        workspace: seed.workspace ?? '',
        labels: seed.labels ?? {},
        spec: { template: { image: seed.image ?? '' }, providers: seed.providers ?? [], ...(seed.policy ? { policy: seed.policy } : {}) },
      });
      return { id: record.id, name: record.name };
    },
    state: () => snapshotState(gateway, calls),
  };
}
