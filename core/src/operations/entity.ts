import { defineEntity, p } from '@mikro-orm/core';
import { isoTimestamp } from '../iso-timestamp.ts';

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
    /** Whether its work stops early when asked (`POST /api/operations/{id}/cancel`). */
    cancellable: p.boolean(),
    /** When someone asked it to stop; the replica running it aborts its work's signal. */
    cancelRequestedAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'operations_status', properties: ['status'] },
    { name: 'operations_idempotency', properties: ['idempotencyScope', 'idempotencyKey'] },
  ],
});

export type OperationRecord = InstanceType<typeof Operation.class>;

/**
 * Who runs the request behind an Idempotency-Key: one row per key, whose primary key admits one claim across
 * replicas, held by one request of one instance (`holder`, `token`) until it points at the operation it started.
 */
export const IdempotencyClaim = defineEntity({
  name: 'OperationIdempotencyClaim',
  tableName: 'operation_idempotency',
  properties: {
    scope: p.string().primary(),
    idempotencyKey: p.string().primary(),
    fingerprint: p.string(),
    operationId: p.string().nullable(),
    holder: p.string(),
    token: p.string(),
    /** Epoch milliseconds on both dialects. */
    createdAt: p.bigint('number'),
  },
});

/** The operation as it was at one step of its history (result and error belong to the end only). */
export function operationAtStep(operation: OperationRecord, step: OperationStep): Record<string, unknown> {
  const terminal = isTerminal(step.status);
  return {
    ...operationJson(operation),
    status: step.status,
    progress: step.progress,
    message: step.message,
    updated_at: step.at,
    result: terminal ? (operation.result ?? null) : null,
    error: terminal ? (operation.error ?? null) : null,
    completed_at: terminal && operation.completedAt ? isoTimestamp(operation.completedAt) : null,
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
    cancellable: operation.cancellable,
    created_at: isoTimestamp(operation.createdAt),
    updated_at: isoTimestamp(operation.updatedAt),
    completed_at: operation.completedAt ? isoTimestamp(operation.completedAt) : null,
  };
}
