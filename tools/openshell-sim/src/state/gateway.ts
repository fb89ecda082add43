// The simulated gateway's state: every store, the phase machine and the shared scheduler, wired together. gRPC
// handlers and control hooks both act on one Gateway.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import type { SandboxSpec } from '@portcullis/proto/generated/openshell/v1/SandboxSpec';
import { DraftStore } from '../drafts/store.ts';
import { alreadyExists, failedPrecondition } from '../grpc/errors.ts';
import type { ProviderProfileSeed, ResolvedOptions, SeedProvider } from '../options.ts';
import { PolicyStore } from '../policy/store.ts';
import { assertNoReservedRuleKeys, assertSafe } from '../policy/validate.ts';
import { CONDITIONS } from './conditions.ts';
import { CredentialRefreshStates } from './credential-refresh.ts';
import { InferenceRoutes } from './inference-routes.ts';
import { Lifecycle } from './lifecycle.ts';
import { gatewayLine } from './log-lines.ts';
import type { LogInput } from './logs.ts';
import { LogStore } from './logs.ts';
import type { StoredProfile } from './provider-profile-catalog.ts';
import { PLATFORM_SCOPE, ProviderProfileCatalog } from './provider-profile-catalog.ts';
import { lintProfiles } from './provider-profile-lint.ts';
import { BUILTIN_PROFILE_IDS_01, builtinProfile01 } from './provider-profiles.ts';
import { assertCredentialKeysUnique, ProviderStore } from './providers.ts';
import { Receipts } from './receipts.ts';
import { SandboxStore, sealSpec } from './sandboxes.ts';
import { Scheduler } from './scheduler.ts';
import { ServiceStore } from './services.ts';
import { SshSessions } from './ssh.ts';
import { StreamSequence } from './stream-sequence.ts';
import { TemplateStore } from './templates.ts';
import type { SandboxRecord } from './types.ts';
import { PHASE } from './types.ts';
import { petname, validateEnvEntries, validateEnvironment, validateLabels, validateProviderCount, validateSandboxName } from './validation.ts';
import { WatchHub } from './watch-hub.ts';
import { Workspaces } from './workspaces.ts';

export interface CreateSandboxInput {
  name: string;
  workspace: string;
  spec: SandboxSpec;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  /** The stored workload template it was made from (0.1 line). */
  template?: { name: string; resourceVersion: string };
}

export class Gateway {
  readonly options: ResolvedOptions;
  /** The emulated release; the control API can change it at run time. */
  version: string;
  readonly scheduler = new Scheduler();
  readonly watch = new WatchHub();
  /** Positions of log lines and platform events, the cursors of resumable watches. */
  readonly sequence = new StreamSequence();
  readonly logs: LogStore;
  readonly workspaces: Workspaces;
  readonly sandboxes: SandboxStore;
  readonly lifecycle: Lifecycle;
  readonly providers = new ProviderStore();
  readonly ssh = new SshSessions();
  readonly policies: PolicyStore;
  readonly drafts: DraftStore;
  readonly inference = new InferenceRoutes();
  /** 0.1 line: the import-only provider profiles, receipts of provider changes, stored templates, exposed services. */
  readonly profiles = new ProviderProfileCatalog();
  readonly receipts: Receipts;
  readonly templates = new TemplateStore();
  readonly services = new ServiceStore();
  /** 0.1 line: the refresh state of refreshable provider credentials. */
  readonly credentialRefresh = new CredentialRefreshStates();
  /** Filled in once the gRPC server is bound; SSH sessions report it. */
  boundPort = 0;

  constructor(options: ResolvedOptions) {
    this.options = options;
    this.version = options.version;
    this.logs = new LogStore(this.watch, this.sequence);
    this.workspaces = new Workspaces(options.workspaces);
    this.sandboxes = new SandboxStore(this.watch);
    this.lifecycle = new Lifecycle(this);
    this.policies = new PolicyStore(this);
    this.drafts = new DraftStore(this);
    this.receipts = new Receipts(this);
    for (const profile of options.providerProfiles) this.seedProviderProfile(profile);
    for (const seed of options.providers) this.seedProvider(seed, { requireProfile: true });
  }

  /**
   * Adds a provider without an RPC. On the 0.1 line its type must name a seeded profile (`requireProfile`), as
   * CreateProvider demands; the control hook may skip that to set up a provider whose profile is missing.
   */
  seedProvider(seed: SeedProvider, { requireProfile }: { requireProfile: boolean }): void {
    const workspace = this.workspaces.require(seed.workspace);
    if (requireProfile && this.options.profile.wireLine === '0.1' && !this.profiles.resolve(workspace, seed.type)) {
      throw new TypeError(
        `seeded provider '${seed.name}' has type '${seed.type}', but provider profile '${seed.type}' is not seeded: a 0.1 gateway ` +
          'only knows imported profiles; add it to the providerProfiles option',
      );
    }
    this.providers.create({
      name: seed.name,
      type: seed.type,
      workspace,
      labels: {},
      annotations: {},
      credentials: seed.credentials ?? {},
      config: seed.config ?? {},
      credentialExpiresAtMs: {},
    });
  }

  /** Imports a profile without an RPC: a built-in one by id, or a whole profile. Already imported: left as it is. */
  seedProviderProfile(seed: string | ProviderProfileSeed, scope = PLATFORM_SCOPE): StoredProfile {
    const profile = typeof seed === 'string' ? builtinProfile01(seed) : seed;
    if (!profile) throw new TypeError(`unknown built-in provider profile '${seed}' (built-in: ${BUILTIN_PROFILE_IDS_01.join(', ')})`);
    const existing = this.profiles.find(scope, profile.id);
    if (existing) return existing;
    const problems = lintProfiles([{ profile, source: 'seed' }]).filter((diagnostic) => diagnostic.severity === 'error');
    if (problems.length > 0) {
      throw new TypeError(`provider profile '${profile.id}' is invalid: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`);
    }
    return this.profiles.add(scope, profile);
  }

  log(record: SandboxRecord, input: LogInput): void {
    this.logs.append(record.id, input);
  }

  /** CreateSandbox after request-level checks: validation, provider existence, then PROVISIONING. */
  createSandbox(input: CreateSandboxInput): SandboxRecord {
    const workspace = this.workspaces.require(input.workspace);
    const spec = structuredClone(input.spec);
    if (input.name) validateSandboxName(input.name);
    const providers = spec.providers ?? [];
    validateProviderCount(providers);
    validateEnvironment(spec.environment ?? {}, 'spec.environment');
    validateEnvEntries(spec.template?.environment ?? {}, 'spec.template.environment');
    validateLabels(input.labels ?? {}, 'labels');
    validateLabels(input.annotations ?? {}, 'annotations');
    assertCredentialKeysUnique(
      providers.map((name) => {
        const provider = this.providers.find(workspace, name);
        if (!provider) throw failedPrecondition(`provider '${name}' not found`);
        return provider;
      }),
    );
    if (spec.policy) {
      assertNoReservedRuleKeys(spec.policy);
      assertSafe(spec.policy);
    }
    const name = input.name || petname((candidate) => !!this.sandboxes.findByName(workspace, candidate));
    if (this.sandboxes.findByName(workspace, name)) throw alreadyExists(`sandbox '${name}' already exists`);
    spec.template = { ...spec.template, image: spec.template?.image || this.options.defaultImage };
    if ((spec.command ?? []).length === 0) {
      spec.command = ['/bin/bash', '-l'];
      spec.tty = true;
    }
    const record: SandboxRecord = {
      id: randomUUID(),
      name,
      workspace,
      createdAtMs: Date.now(),
      labels: { ...input.labels },
      annotations: { ...input.annotations },
      resourceVersion: 1,
      deletionTimestampMs: 0,
      spec: sealSpec({ ...spec, providers: [...providers] }),
      phase: PHASE.PROVISIONING,
      conditions: [],
      currentPolicyVersion: 0,
      mainProcessInstanceId: '',
      exitCode: undefined,
      providerEnvRevision: 1,
      events: [],
      configuration: { state: 'PENDING', instanceId: '', error: '', activated: false, rejection: undefined },
      template: input.template,
    };
    this.sandboxes.add(record);
    this.policies.initialize(record, spec.policy);
    this.log(record, gatewayLine('grpc::sandbox', 'CreateSandbox request completed successfully'));
    this.lifecycle.setPhase(record, PHASE.PROVISIONING, CONDITIONS.dependenciesNotReady);
    this.lifecycle.provision(record);
    return record;
  }

  /** Drops everything kept for a removed sandbox; its watch bus closes, ending streams CANCELLED "stream closed". */
  forget(record: SandboxRecord): void {
    this.sandboxes.remove(record.id);
    this.lifecycle.forgetSandbox(record);
    this.watch.finishAll(record.id, { code: status.CANCELLED, message: 'stream closed' });
    this.logs.drop(record.id);
    this.policies.forget(record.id);
    this.drafts.forget(record.id);
    this.ssh.clearSandbox(record.id);
    this.receipts.forget(record.id);
    this.services.forgetSandbox(record.id);
  }

  /** Sandboxes that name a provider, for the delete-while-attached refusal. */
  sandboxesUsingProvider(workspace: string, provider: string): SandboxRecord[] {
    return this.sandboxes.all().filter((s) => s.workspace === workspace && s.spec.providers.includes(provider));
  }

  close(): void {
    this.scheduler.close();
  }
}
