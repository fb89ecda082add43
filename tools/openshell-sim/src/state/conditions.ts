// The single "Ready" condition the gateway upserts, with the reasons and messages upstream uses per situation.
import type { SandboxCondition } from '@portcullis/proto/generated/openshell/v1/SandboxCondition';

export interface ReadyCondition {
  status: 'True' | 'False';
  reason: string;
  message: string;
}

export const CONDITIONS = {
  dependenciesNotReady: { status: 'False', reason: 'DependenciesNotReady', message: 'Waiting for sandbox backend' },
  supervisorNotConnected: {
    status: 'False',
    reason: 'SupervisorNotConnected',
    message: 'Backend ready; waiting for supervisor session',
  },
  ready: { status: 'True', reason: 'DependenciesReady', message: 'Supervisor session connected' },
  stopping: { status: 'False', reason: 'Stopping', message: 'Sandbox stop requested' },
  stopped: { status: 'False', reason: 'Stopped', message: 'Sandbox compute is stopped' },
  starting: { status: 'False', reason: 'Starting', message: 'Sandbox start requested' },
  deleting: { status: 'False', reason: 'Deleting', message: 'Sandbox delete requested' },
} as const satisfies Record<string, ReadyCondition>;

/** Replaces the Ready condition; the transition time moves only when the status flips, as in Kubernetes. */
export function upsertReady(conditions: SandboxCondition[], next: ReadyCondition): SandboxCondition[] {
  const previous = conditions.find((c) => c.type === 'Ready');
  const others = conditions.filter((c) => c.type !== 'Ready');
  const flipped = previous?.status !== next.status;
  return [
    ...others,
    {
      type: 'Ready',
      status: next.status,
      reason: next.reason,
      message: next.message,
      last_transition_time: flipped || !previous?.last_transition_time ? new Date().toISOString() : previous.last_transition_time,
    },
  ];
}

export function upsertSuspended(conditions: SandboxCondition[], suspended: boolean): SandboxCondition[] {
  const others = conditions.filter((c) => c.type !== 'Suspended');
  if (!suspended) return others;
  return [
    ...others,
    { type: 'Suspended', status: 'True', reason: 'Stopped', message: 'Sandbox compute is stopped', last_transition_time: new Date().toISOString() },
  ];
}
