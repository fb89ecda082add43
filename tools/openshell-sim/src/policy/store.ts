// Policy revisions per sandbox (and the global ones), with the PENDING → LOADED/FAILED progression the supervisor
// drives upstream, plus sandbox and gateway settings. Only a running supervisor loads revisions: a write to a
// sandbox that is not READY stays PENDING until it runs.
import type { SettingValue } from '@portcullis/proto/generated/openshell/sandbox/v1/SettingValue';
import type { SandboxPolicyRevision } from '@portcullis/proto/generated/openshell/v1/SandboxPolicyRevision';
import { failedPrecondition } from '../grpc/errors.ts';
import type { Gateway } from '../state/gateway.ts';
import { gatewayLine, supervisorLine } from '../state/log-lines.ts';
import { sealSpec } from '../state/sandboxes.ts';
import type { PolicyRevision, SandboxPolicy, SandboxRecord } from '../state/types.ts';
import { PHASE } from '../state/types.ts';
import { policyHash, sameDocument } from './canonical.ts';
import { imageBaselinePolicy } from './image-baseline.ts';

export const GLOBAL_LOCK_MESSAGE = 'policy is managed globally; delete global policy before sandbox policy update';

interface SandboxPolicyState {
  revisions: PolicyRevision[];
  /** The create-time policy, else the image's synced baseline or the first update: static sections are fixed to it. */
  baseline: SandboxPolicy | undefined;
  settings: Map<string, SettingValue>;
  failNextLoad: string | undefined;
}

export interface SubmitResult {
  version: number;
  policyHash: string;
  created: boolean;
}

export class PolicyStore {
  private readonly gateway: Gateway;
  private readonly sandboxes = new Map<string, SandboxPolicyState>();
  readonly globalRevisions: PolicyRevision[] = [];
  readonly globalSettings = new Map<string, SettingValue>();
  settingsRevision = 0;

  constructor(gateway: Gateway) {
    this.gateway = gateway;
  }

  stateOf(sandboxId: string): SandboxPolicyState {
    let state = this.sandboxes.get(sandboxId);
    if (!state) {
      state = { revisions: [], baseline: undefined, settings: new Map(), failNextLoad: undefined };
      this.sandboxes.set(sandboxId, state);
    }
    return state;
  }

  /** A create-time policy is revision 1, already LOADED (real gateways store it lazily; the result is the same). */
  initialize(record: SandboxRecord, policy: SandboxPolicy | null | undefined): void {
    const state = this.stateOf(record.id);
    if (!policy) return;
    state.baseline = structuredClone(policy);
    const now = Date.now();
    state.revisions.push({
      version: 1,
      policyHash: policyHash(policy),
      status: 'POLICY_STATUS_LOADED',
      loadError: '',
      createdAtMs: now,
      loadedAtMs: now,
      policy: structuredClone(policy),
      provenance: {},
    });
    record.currentPolicyVersion = 1;
  }

  forget(sandboxId: string): void {
    this.sandboxes.delete(sandboxId);
  }

  revisions(sandboxId: string): PolicyRevision[] {
    return this.stateOf(sandboxId).revisions;
  }

  /** The newest revision that did not fail: what merges apply to and what the supervisor would run. */
  latestUsable(sandboxId: string): PolicyRevision | undefined {
    return [...this.stateOf(sandboxId).revisions].reverse().find((r) => r.status !== 'POLICY_STATUS_FAILED');
  }

  currentPolicy(sandboxId: string): SandboxPolicy {
    return structuredClone(this.latestUsable(sandboxId)?.policy ?? { version: 1 });
  }

  baseline(sandboxId: string): SandboxPolicy | undefined {
    return this.stateOf(sandboxId).baseline;
  }

  globalPolicyActive(): boolean {
    return this.globalSettings.has('policy');
  }

  assertNotGloballyManaged(message = GLOBAL_LOCK_MESSAGE): void {
    if (this.globalPolicyActive()) throw failedPrecondition(message);
  }

  /**
   * Stores `policy` as a new PENDING revision unless it hashes the same as the latest one (then the current version
   * is returned and nothing is written, which makes re-applying idempotent).
   */
  submit(record: SandboxRecord, policy: SandboxPolicy, provenance: Record<string, string> = {}): SubmitResult {
    const state = this.stateOf(record.id);
    const hash = policyHash(policy);
    const latest = this.latestUsable(record.id);
    if (latest && latest.policyHash === hash && sameDocument(latest.provenance, provenance)) {
      return { version: latest.version, policyHash: hash, created: false };
    }
    this.adoptBaseline(record, state, policy);
    const version = (state.revisions.at(-1)?.version ?? 0) + 1;
    const revision: PolicyRevision = {
      version,
      policyHash: hash,
      status: 'POLICY_STATUS_PENDING',
      loadError: '',
      createdAtMs: Date.now(),
      loadedAtMs: 0,
      policy: structuredClone(policy),
      provenance: { ...provenance },
    };
    state.revisions.push(revision);
    this.gateway.log(record, gatewayLine('grpc::policy', 'UpdateConfig: new policy version persisted'));
    this.gateway.scheduler.after(this.gateway.options.timings.policyLoadDelayMs, () => {
      // the supervisor's next poll; one that is not running reports nothing
      if (revision.status === 'POLICY_STATUS_PENDING' && record.phase === PHASE.READY) this.load(record, revision);
    });
    return { version, policyHash: hash, created: true };
  }

  /** The first policy a sandbox gets becomes its baseline and is backfilled into spec.policy, as upstream does. */
  private adoptBaseline(record: SandboxRecord, state: SandboxPolicyState, policy: SandboxPolicy): void {
    if (state.baseline) return;
    state.baseline = structuredClone(policy);
    record.spec = sealSpec({ ...record.spec, policy: structuredClone(policy) });
  }

  /**
   * The supervisor coming up: a sandbox without any policy syncs its image's baseline (revision 1), then the newest
   * pending revision is loaded.
   */
  supervisorStarted(record: SandboxRecord): void {
    const state = this.stateOf(record.id);
    if (state.revisions.length === 0) {
      const baseline = imageBaselinePolicy(record.spec.template?.image ?? '');
      this.adoptBaseline(record, state, baseline);
      state.revisions.push({
        version: 1,
        policyHash: policyHash(baseline),
        status: 'POLICY_STATUS_PENDING',
        loadError: '',
        createdAtMs: Date.now(),
        loadedAtMs: 0,
        policy: baseline,
        provenance: {},
      });
      this.gateway.log(record, gatewayLine('grpc::policy', 'UpdateConfig: backfilled spec.policy from sandbox-discovered policy'));
    }
    const newestPending = state.revisions.findLast((r) => r.status === 'POLICY_STATUS_PENDING');
    if (newestPending) this.load(record, newestPending);
  }

  /** What the supervisor reports after loading: LOADED (older ones SUPERSEDED) or FAILED when a hook says so. */
  private load(record: SandboxRecord, revision: PolicyRevision): void {
    if (!this.gateway.sandboxes.findById(record.id)) return;
    const state = this.stateOf(record.id);
    if (state.failNextLoad !== undefined) {
      revision.status = 'POLICY_STATUS_FAILED';
      revision.loadError = state.failNextLoad;
      state.failNextLoad = undefined;
      this.gateway.log(record, {
        ...supervisorLine('openshell_sandbox::policy', 'Policy reload failed; keeping last valid policy', { version: String(revision.version) }),
        level: 'WARN',
      });
      this.gateway.sandboxes.notify(record);
      return;
    }
    revision.status = 'POLICY_STATUS_LOADED';
    revision.loadedAtMs = Date.now();
    for (const older of state.revisions) {
      const active = older.status === 'POLICY_STATUS_PENDING' || older.status === 'POLICY_STATUS_LOADED';
      if (older.version < revision.version && active) older.status = 'POLICY_STATUS_SUPERSEDED';
    }
    record.currentPolicyVersion = Math.max(record.currentPolicyVersion, revision.version);
    this.gateway.log(
      record,
      supervisorLine('openshell_sandbox::policy', 'Policy reloaded', { version: String(revision.version), hash: revision.policyHash.slice(0, 12) }),
    );
    this.gateway.sandboxes.written(record);
  }

  failNextLoad(sandboxId: string, loadError: string): void {
    this.stateOf(sandboxId).failNextLoad = loadError;
  }

  // ----- global policy -----

  submitGlobal(policy: SandboxPolicy): SubmitResult {
    const hash = policyHash(policy);
    const latest = this.globalRevisions.at(-1);
    if (latest && latest.policyHash === hash && this.globalPolicyActive()) {
      return { version: latest.version, policyHash: hash, created: false };
    }
    const now = Date.now();
    for (const older of this.globalRevisions) older.status = 'POLICY_STATUS_SUPERSEDED';
    const version = (latest?.version ?? 0) + 1;
    this.globalRevisions.push({
      version,
      policyHash: hash,
      status: 'POLICY_STATUS_LOADED',
      loadError: '',
      createdAtMs: now,
      loadedAtMs: now,
      policy: structuredClone(policy),
      provenance: {},
    });
    this.globalSettings.set('policy', { string_value: hash });
    this.settingsRevision += 1;
    return { version, policyHash: hash, created: true };
  }

  deleteGlobal(): boolean {
    if (!this.globalSettings.delete('policy')) return false;
    this.settingsRevision += 1;
    return true;
  }

  activeGlobal(): PolicyRevision | undefined {
    return this.globalPolicyActive() ? this.globalRevisions.at(-1) : undefined;
  }

  // ----- settings -----

  sandboxSettings(sandboxId: string): Map<string, SettingValue> {
    return this.stateOf(sandboxId).settings;
  }

  /** A sandbox setting wins only where no global one is set (global writes lock the key). */
  effectiveSetting(sandboxId: string, key: string): SettingValue | undefined {
    return this.globalSettings.get(key) ?? this.stateOf(sandboxId).settings.get(key);
  }
}

export function revisionToWire(revision: PolicyRevision, withBody: boolean): SandboxPolicyRevision {
  return {
    version: revision.version,
    policy_hash: revision.policyHash,
    status: revision.status,
    load_error: revision.loadError,
    created_at_ms: revision.createdAtMs,
    loaded_at_ms: revision.loadedAtMs,
    ...(withBody ? { policy: structuredClone(revision.policy) } : {}),
    provenance: { ...revision.provenance },
  };
}
