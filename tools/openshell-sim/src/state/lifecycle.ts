// The sandbox phase machine (docs/openshell-0.0.md §f.3, corrected by §g.3 and §g.4):
//   Create → PROVISIONING → READY (after readyDelayMs), or ERROR/ImagePullBackOff for a bad image
//   READY → Stop → STOPPING → STOPPED;  STOPPED → Start → STARTING → READY
//   any → Delete → DELETING (held deleteDelayMs, the driver confirming removal) → removed
// ERROR is sticky. Every transition writes the record (resource_version + 1) and sends a watch snapshot. On the way to
// READY the supervisor comes up: it syncs the image's baseline policy when the sandbox has none, then loads the
// newest pending revision.
import { randomUUID } from 'node:crypto';
import { failedPrecondition, GatewayError } from '../grpc/errors.ts';
import type { ReadyCondition } from './conditions.ts';
import { CONDITIONS, upsertReady, upsertSuspended } from './conditions.ts';
import { acceptedAdmission, pendingAdmission, rejectedAdmission } from './configuration-admission.ts';
import type { Gateway } from './gateway.ts';
import { gatewayLine, supervisorStartup } from './log-lines.ts';
import type { Phase, PlatformEvent, SandboxRecord } from './types.ts';
import { PHASE, phaseDisplayName } from './types.ts';

const EVENT_HISTORY = 200;

export interface ForcedFailure {
  code: number;
  message: string;
}

export class Lifecycle {
  private readonly gateway: Gateway;
  private readonly pendingTimers = new Map<string, NodeJS.Timeout[]>();
  private readonly held = new Set<string>();
  private readonly heldDeletions = new Set<string>();
  private readonly stopFailures = new Map<string, ForcedFailure>();
  private readonly startFailures = new Map<string, ForcedFailure>();
  /** A hook's verdict on a sandbox's configuration: the rejection message, or null for accepted (overriding the image pattern). */
  private readonly configurationRejections = new Map<string, string | null>();

  constructor(gateway: Gateway) {
    this.gateway = gateway;
  }

  // ----- transitions -----

  setPhase(record: SandboxRecord, phase: Phase, condition: ReadyCondition): void {
    const previous = record.phase;
    record.phase = phase;
    record.conditions = upsertReady(record.conditions, condition);
    record.conditions = upsertSuspended(record.conditions, phase === PHASE.STOPPED);
    if (previous !== phase) {
      this.gateway.log(record, gatewayLine('compute::watcher', `Sandbox phase changed (${phaseDisplayName(previous)} -> ${phaseDisplayName(phase)})`));
    }
    this.gateway.sandboxes.written(record);
  }

  /** Starts the road to READY from PROVISIONING or STARTING. */
  provision(record: SandboxRecord): void {
    if (this.held.has(record.id)) return;
    const delay = this.gateway.options.timings.readyDelayMs;
    const image = record.spec.template?.image ?? '';
    this.schedule(record, delay * 0.2, () => this.platformEvent(record, 'Normal', 'Pulling', `Pulling image "${image}"`));
    if (this.gateway.options.badImagePattern.test(image)) {
      this.schedule(record, delay * 0.5, () => this.failImagePull(record, image));
      return;
    }
    this.schedule(record, delay * 0.4, () => {
      this.platformEvent(record, 'Normal', 'Pulled', `Successfully pulled image "${image}"`);
      this.platformEvent(record, 'Normal', 'Created', 'Created container');
    });
    this.schedule(record, delay * 0.6, () => {
      this.platformEvent(record, 'Normal', 'Started', 'Started container');
      this.setPhase(record, record.phase, CONDITIONS.supervisorNotConnected);
    });
    this.schedule(record, delay, () => this.becomeReady(record));
  }

  private becomeReady(record: SandboxRecord): void {
    if (record.phase !== PHASE.PROVISIONING && record.phase !== PHASE.STARTING) return;
    record.mainProcessInstanceId = randomUUID();
    const rejection = this.rejectionOf(record);
    if (rejection !== undefined) {
      this.holdRejected(record, rejection);
      return;
    }
    record.configuration = acceptedAdmission(record.mainProcessInstanceId);
    this.gateway.policies.supervisorStarted(record);
    // One timestamp for the whole burst, as upstream writes it: reading the clock per line splits it on a busy machine.
    const burstAt = Date.now();
    for (const line of supervisorStartup(record.currentPolicyVersion)) this.gateway.log(record, { ...line, timestampMs: burstAt });
    this.setPhase(record, PHASE.READY, CONDITIONS.ready);
  }

  /**
   * Why the supervisor refuses this sandbox's configuration, if it does: a hook's message, or on the 0.1 line (where
   * admission is reported) the image pattern; 0.0 profiles keep bringing such images up as before.
   */
  private rejectionOf(record: SandboxRecord): string | undefined {
    const forced = this.configurationRejections.get(record.id);
    if (forced !== undefined) return forced ?? undefined;
    if (this.gateway.options.profile.wireLine === '0.0') return undefined;
    const image = record.spec.template?.image ?? '';
    if (!this.gateway.options.rejectedConfigurationImagePattern.test(image)) return undefined;
    return `supervisor rejected the sandbox configuration: image "${image}" requires a runtime configuration this gateway does not provide`;
  }

  /** A rejected configuration keeps the sandbox PROVISIONING, with the error and the open provisioning attempt. */
  private holdRejected(record: SandboxRecord, error: string): void {
    this.cancelTimers(record);
    record.configuration = rejectedAdmission(record.configuration, record.mainProcessInstanceId, error, record.createdAtMs);
    this.platformEvent(record, 'Warning', 'ConfigurationRejected', error);
    this.gateway.log(record, gatewayLine('compute::watcher', `Sandbox configuration rejected: ${error}`, 'WARN'));
    this.setPhase(record, PHASE.PROVISIONING, { status: 'False', reason: 'ConfigurationRejected', message: error });
  }

  private failImagePull(record: SandboxRecord, image: string): void {
    this.platformEvent(record, 'Warning', 'Failed', `Failed to pull image "${image}": manifest unknown`);
    this.gateway.log(record, gatewayLine('compute::watcher', 'Sandbox backend reported a terminal failure', 'WARN'));
    this.setPhase(record, PHASE.ERROR, {
      status: 'False',
      reason: 'ImagePullBackOff',
      message: `Back-off pulling image "${image}"`,
    });
  }

  async stop(record: SandboxRecord): Promise<void> {
    if (record.phase === PHASE.STOPPED) return;
    if (record.phase !== PHASE.READY && record.phase !== PHASE.STOPPING) {
      throw failedPrecondition(`sandbox must be Ready to stop (current phase: ${phaseDisplayName(record.phase)})`);
    }
    const previous = record.phase;
    this.setPhase(record, PHASE.STOPPING, CONDITIONS.stopping);
    await this.gateway.scheduler.sleep(this.gateway.options.timings.stopDelayMs);
    const failure = this.takeFailure(this.stopFailures, record);
    if (failure) {
      this.setPhase(record, previous, previous === PHASE.READY ? CONDITIONS.ready : CONDITIONS.stopping);
      throw new GatewayError(failure.code, `stop sandbox failed: ${failure.message}`);
    }
    this.gateway.ssh.clearSandbox(record.id);
    this.gateway.log(record, gatewayLine('grpc::sandbox', 'StopSandbox: sandbox compute stopped'));
    this.setPhase(record, PHASE.STOPPED, CONDITIONS.stopped);
  }

  start(record: SandboxRecord): void {
    if (record.phase === PHASE.READY) return;
    if (record.phase !== PHASE.STOPPED && record.phase !== PHASE.STARTING) {
      throw failedPrecondition(`sandbox must be Stopped to start (current phase: ${phaseDisplayName(record.phase)})`);
    }
    const previous = record.phase;
    this.gateway.log(record, gatewayLine('grpc::sandbox', 'StartSandbox: sandbox start requested'));
    record.configuration = pendingAdmission(record.configuration);
    this.setPhase(record, PHASE.STARTING, CONDITIONS.starting);
    const failure = this.takeFailure(this.startFailures, record);
    if (failure) {
      this.setPhase(record, previous, previous === PHASE.STOPPED ? CONDITIONS.stopped : CONDITIONS.starting);
      throw new GatewayError(failure.code, `start sandbox failed: ${failure.message}`);
    }
    this.cancelTimers(record);
    this.schedule(record, this.gateway.options.timings.readyDelayMs, () => this.becomeReady(record));
  }

  /**
   * Writes DELETING (seen by watchers) and returns: the record goes once the driver confirms removal, after
   * deleteDelayMs. A sandbox already DELETING is left as it is (a second delete also answers deleted=true).
   */
  delete(record: SandboxRecord): void {
    if (record.phase === PHASE.DELETING) return;
    this.cancelTimers(record);
    record.deletionTimestampMs = Date.now();
    this.gateway.log(record, gatewayLine('grpc::sandbox', 'DeleteSandbox: sandbox delete requested'));
    this.setPhase(record, PHASE.DELETING, CONDITIONS.deleting);
    this.scheduleRemoval(record);
  }

  private scheduleRemoval(record: SandboxRecord): void {
    if (this.heldDeletions.has(record.id)) return;
    this.schedule(record, this.gateway.options.timings.deleteDelayMs, () => this.gateway.forget(record));
  }

  // ----- test hooks -----

  holdProvisioning(record: SandboxRecord, hold: boolean): void {
    if (!hold) {
      this.held.delete(record.id);
      if (record.phase === PHASE.PROVISIONING || record.phase === PHASE.STARTING) this.provision(record);
      return;
    }
    this.held.add(record.id);
    this.cancelTimers(record);
  }

  /** Keeps a deleted sandbox in DELETING until released; released, it is removed at once. */
  holdDeletion(record: SandboxRecord, hold: boolean): void {
    if (hold) {
      this.heldDeletions.add(record.id);
      if (record.phase === PHASE.DELETING) this.cancelTimers(record);
      return;
    }
    this.heldDeletions.delete(record.id);
    if (record.phase === PHASE.DELETING) this.gateway.forget(record);
  }

  /** Forces ERROR. With an exit code it looks like the main process exited (reason MainProcessExited). */
  forceError(record: SandboxRecord, options: { reason?: string; message?: string; exitCode?: number } = {}): void {
    this.cancelTimers(record);
    if (options.exitCode !== undefined) record.exitCode = options.exitCode;
    const reason = options.reason ?? (options.exitCode !== undefined ? 'MainProcessExited' : 'SimulatedFailure');
    const message = options.message ?? (options.exitCode !== undefined ? `Main process exited with code ${options.exitCode}` : 'Simulated failure');
    this.setPhase(record, PHASE.ERROR, { status: 'False', reason, message });
  }

  /**
   * The main process exits. On the 0.1 line exit 0 is COMPLETED; any other code, and every exit on the 0.0 line
   * (which has no COMPLETED phase), is ERROR with the exit code kept.
   */
  exitMainProcess(record: SandboxRecord, exitCode: number): void {
    if (exitCode !== 0 || this.gateway.options.profile.wireLine === '0.0') {
      this.forceError(record, { exitCode });
      return;
    }
    this.cancelTimers(record);
    record.exitCode = 0;
    this.gateway.log(record, gatewayLine('compute::watcher', 'Sandbox main process exited (exit code 0)'));
    this.setPhase(record, PHASE.COMPLETED, { status: 'False', reason: 'MainProcessExited', message: 'Main process exited with code 0' });
  }

  /**
   * The supervisor rejects the sandbox's configuration with `message` (held in PROVISIONING until released), or, with
   * null, accepts it again: a held sandbox then comes up.
   */
  rejectConfiguration(record: SandboxRecord, message: string | null): void {
    if (message === null) {
      this.configurationRejections.set(record.id, null);
      if (record.configuration.state === 'REJECTED' && record.phase === PHASE.PROVISIONING) {
        record.configuration = pendingAdmission(record.configuration);
        this.schedule(record, 0, () => this.becomeReady(record));
      }
      return;
    }
    this.configurationRejections.set(record.id, message);
    const live: readonly Phase[] = [PHASE.PROVISIONING, PHASE.STARTING, PHASE.READY];
    if (live.includes(record.phase)) this.holdRejected(record, message);
  }

  failNextStop(record: SandboxRecord, failure: ForcedFailure): void {
    this.stopFailures.set(record.id, failure);
  }

  failNextStart(record: SandboxRecord, failure: ForcedFailure): void {
    this.startFailures.set(record.id, failure);
  }

  /** Drops what the phase machine keeps for a removed sandbox. */
  forgetSandbox(record: SandboxRecord): void {
    this.cancelTimers(record);
    this.held.delete(record.id);
    this.heldDeletions.delete(record.id);
    this.stopFailures.delete(record.id);
    this.startFailures.delete(record.id);
    this.configurationRejections.delete(record.id);
  }

  // ----- helpers -----

  platformEvent(record: SandboxRecord, type: string, reason: string, message: string): void {
    const event: PlatformEvent = {
      timestamp_ms: Date.now(),
      source: 'docker',
      type,
      reason,
      message,
      metadata: { container: `openshell-sandbox-${record.name}` },
    };
    const entry = { seq: this.gateway.sequence.next(), event };
    record.events.push(entry);
    if (record.events.length > EVENT_HISTORY) record.events.shift();
    this.gateway.watch.publish(record.id, { kind: 'event', entry });
  }

  private takeFailure(failures: Map<string, ForcedFailure>, record: SandboxRecord): ForcedFailure | undefined {
    const failure = failures.get(record.id);
    failures.delete(record.id);
    return failure;
  }

  private schedule(record: SandboxRecord, ms: number, task: () => void): void {
    const timers = this.pendingTimers.get(record.id) ?? [];
    timers.push(this.gateway.scheduler.after(ms, task));
    this.pendingTimers.set(record.id, timers);
  }

  cancelTimers(record: SandboxRecord): void {
    for (const timer of this.pendingTimers.get(record.id) ?? []) this.gateway.scheduler.cancel(timer);
    this.pendingTimers.delete(record.id);
  }
}
