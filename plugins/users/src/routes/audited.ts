import type { EntityManager } from '@mikro-orm/core';
import type { AuditInput, RouteRequest } from '@portcullis/core';
import { auditedChange } from '../services/audited-change.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

/** `auditedChange` with the request's database and audit log, for routes whose change is their own. */
export function audited<T>(
  request: AnyRequest,
  work: (em: EntityManager) => Promise<T>,
  describe: (result: T) => AuditInput,
  announce: (result: T) => void = () => undefined,
): Promise<T> {
  return auditedChange({ database: request.resolve('database'), audit: request.resolve('audit') }, work, describe, announce);
}
