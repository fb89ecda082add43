import type { EntityManager } from '@mikro-orm/core';
import type { AuditInput, RouteRequest } from '@portcullis/core';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

/**
 * Runs a change and appends its audit row in the same transaction, the row built from the change's result (for
 * ids that exist only afterwards), and the events `announce` emits commit with them (docs/events.md). A Problem
 * thrown by `work` rolls everything back: nothing is stored, nothing announced.
 */
export function audited<T>(
  request: AnyRequest,
  work: (em: EntityManager) => Promise<T>,
  describe: (result: T) => AuditInput,
  announce: (result: T) => void = () => undefined,
): Promise<T> {
  return request.resolve('database').transaction(async (em) => {
    const result = await work(em);
    await request.resolve('audit').append(em, describe(result));
    announce(result);
    return result;
  });
}
