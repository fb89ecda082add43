import { defineEntity, p } from '@mikro-orm/core';
import { rowBoolean, rowDate, rowDateOrNull, rowJson } from '../db/row-values.ts';
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

/** Every column, for the hot read of one operation (polled by clients while it runs). */
export const OPERATION_COLUMNS = `SELECT id, type, status, progress, message, result, error, gateway, resource, actor, actor_ref, owner,
  idempotency_scope, idempotency_key, request_fingerprint, created_at, updated_at, completed_at, history, cancellable, cancel_requested_at FROM operations`;

export interface OperationRow {
  id: string;
  type: string;
  status: OperationStatus;
  progress: number;
  message: string | null;
  result: unknown;
  error: unknown;
  gateway: string | null;
  resource: string | null;
  actor: string | null;
  actor_ref: string | null;
  owner: string;
  idempotency_scope: string | null;
  idempotency_key: string | null;
  request_fingerprint: string | null;
  created_at: unknown;
  updated_at: unknown;
  completed_at: unknown;
  history: unknown;
  cancellable: unknown;
  cancel_requested_at: unknown;
}

/** A row of OPERATION_COLUMNS as the ORM would hydrate it. */
export function operationOfRow(row: OperationRow): OperationRecord {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    message: row.message,
    result: row.result === null ? null : rowJson(row.result),
    error: row.error === null ? null : rowJson(row.error),
    gateway: row.gateway,
    resource: row.resource,
    actor: row.actor,
    actorRef: row.actor_ref,
    owner: row.owner,
    idempotencyScope: row.idempotency_scope,
    idempotencyKey: row.idempotency_key,
    requestFingerprint: row.request_fingerprint,
    createdAt: rowDate(row.created_at),
    updatedAt: rowDate(row.updated_at),
    completedAt: rowDateOrNull(row.completed_at),
    history: row.history === null ? null : rowJson(row.history),
    cancellable: rowBoolean(row.cancellable),
    cancelRequestedAt: rowDateOrNull(row.cancel_requested_at),
  };
}

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
