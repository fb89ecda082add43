// The simulated gateway's state: every store, the phase machine and the shared scheduler, wired together. gRPC
// handlers and control hooks both act on one Gateway.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import type { SandboxSpec } from '@portcullis/proto/generated/openshell/v1/SandboxSpec';
import { DraftStore } from '../drafts/store.ts';
import { alreadyExists, failedPrecondition } from '../grpc/errors.ts';
import type { ResolvedOptions } from '../options.ts';
import { PolicyStore } from '../policy/store.ts';
import { assertNoReservedRuleKeys, assertSafe } from '../policy/validate.ts';
import { CONDITIONS } from './conditions.ts';
import { InferenceRoutes } from './inference-routes.ts';
import { Lifecycle } from './lifecycle.ts';
import { gatewayLine } from './log-lines.ts';
import type { LogInput } from './logs.ts';
import { LogStore } from './logs.ts';
import { assertCredentialKeysUnique, ProviderStore } from './providers.ts';
import { SandboxStore } from './sandboxes.ts';
import { Scheduler } from './scheduler.ts';
import { SshSessions } from './ssh.ts';
import { StreamSequence } from './stream-sequence.ts';
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
    for (const seed of options.providers) {
      this.providers.create({
        name: seed.name,
        type: seed.type,
        workspace: this.workspaces.require(seed.workspace),
        labels: {},
        annotations: {},
        credentials: seed.credentials ?? {},
        config: seed.config ?? {},
        credentialExpiresAtMs: {},
      });
    }
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
      spec: { ...spec, providers: [...providers] },
      phase: PHASE.PROVISIONING,
      conditions: [],
      currentPolicyVersion: 0,
      mainProcessInstanceId: '',
      exitCode: undefined,
      providerEnvRevision: 1,
      events: [],
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
  }

  /** Sandboxes that name a provider, for the delete-while-attached refusal. */
  sandboxesUsingProvider(workspace: string, provider: string): SandboxRecord[] {
    return this.sandboxes.all().filter((s) => s.workspace === workspace && s.spec.providers.includes(provider));
  }

  close(): void {
    this.scheduler.close();
  }
}
