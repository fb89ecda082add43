import { defineEntity, p } from '@mikro-orm/core';

export const OPERATION_STATUSES = ['pending', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** One state an operation passed through (status, progress or message changed). */
export interface OperationStep {
  status: OperationStatus;
  progress: number;
  message: string | null;
  at: string;
}

export const Operation = defineEntity({
  name: 'Operation',
  tableName: 'operations',
  properties: {
    id: p.string().primary(),
    type: p.string(),
    status: p.string().$type<OperationStatus>(),
    progress: p.integer(),
    message: p.text().nullable(),
    result: p.json<unknown>().nullable(),
    error: p.json<{ code: string; message: string }>().nullable(),
    gateway: p.string().nullable(),
    resource: p.string().nullable(),
    actor: p.string().nullable(),
    /** `actorKey` of whoever started it. */
    actorRef: p.string().nullable(),
    owner: p.string(),
    idempotencyScope: p.string().nullable(),
    idempotencyKey: p.string().nullable(),
    requestFingerprint: p.string().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    completedAt: p.datetime().nullable(),
    history: p.json<OperationStep[]>().nullable(),
  },
});

export type OperationRecord = InstanceType<typeof Operation.class>;

/** The operation as it was at one step of its history (result and error belong to the end only). */
export function operationAtStep(operation: OperationRecord, step: OperationStep): Record<string, unknown> {
  const terminal = isTerminal(step.status);
  return {
    ...operationJson(operation),
    status: step.status, progress: step.progress, message: step.message, updated_at: step.at,
    result: terminal ? operation.result ?? null : null,
    error: terminal ? operation.error ?? null : null,
    completed_at: terminal && operation.completedAt ? operation.completedAt.toISOString() : null,
  };
}

export function isTerminal(status: OperationStatus): boolean {
  return status === 'succeeded' || status === 'failed' || status === 'cancelled';
}

export function operationJson(operation: OperationRecord): Record<string, unknown> {
  return {
    id: operation.id,
    type: operation.type,
    status: operation.status,
    progress: operation.progress,
    message: operation.message ?? null,
    result: operation.result ?? null,
    error: operation.error ?? null,
    gateway: operation.gateway ?? null,
    resource: operation.resource ?? null,
    created_at: operation.createdAt.toISOString(),
    updated_at: operation.updatedAt.toISOString(),
    completed_at: operation.completedAt ? operation.completedAt.toISOString() : null,
  };
}
