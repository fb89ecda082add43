// Configuration admission (0.1 SandboxStatus.configuration_admission, docs/openshell-0.1.md §2.9): whether the
// supervisor accepted the exact configuration it was given, which says *why* a sandbox is not ready. PENDING while it
// comes up, ACCEPTED once it runs; a REJECTED configuration holds the sandbox in PROVISIONING with the error and an
// open provisioning attempt whose repair window has a deadline.
import { randomUUID } from 'node:crypto';
import type { ConfigurationAdmission } from './types.ts';

/** How long upstream keeps a rejected provisioning attempt open for repair before giving up on it. */
export const REPAIR_WINDOW_MS = 10 * 60 * 1000;

export function pendingAdmission(previous: ConfigurationAdmission): ConfigurationAdmission {
  return { state: 'PENDING', instanceId: '', error: '', activated: previous.activated, rejection: undefined };
}

export function acceptedAdmission(instanceId: string): ConfigurationAdmission {
  return { state: 'ACCEPTED', instanceId, error: '', activated: true, rejection: undefined };
}

export function rejectedAdmission(previous: ConfigurationAdmission, instanceId: string, error: string, changeTimeMs: number): ConfigurationAdmission {
  const now = Date.now();
  return {
    state: 'REJECTED',
    instanceId,
    error,
    activated: previous.activated,
    rejection: previous.rejection ?? {
      attemptId: randomUUID(),
      changeId: randomUUID(),
      changeTimeMs,
      firstRejectionMs: now,
      deadlineMs: now + REPAIR_WINDOW_MS,
    },
  };
}
