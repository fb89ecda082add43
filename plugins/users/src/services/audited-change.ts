import type { EntityManager } from '@mikro-orm/core';
import type { AuditInput, AuditWriter, Database } from '@portcullis/core';

/** What an audited change needs: the database its transaction runs in and the audit log its row goes to. */
export interface AuditedChangeDeps {
  database: Database;
  audit: AuditWriter;
}

/**
 * Runs a change and appends its audit row in the same transaction, the row built from the change's result (for
 * ids that exist only afterwards), and the events `announce` emits commit with them (docs/events.md). A Problem
 * thrown by `work` rolls everything back: nothing is stored, nothing announced.
 */
export function auditedChange<T>(
  deps: AuditedChangeDeps,
  work: (em: EntityManager) => Promise<T>,
  describe: (result: T) => AuditInput,
  announce: (result: T) => void = () => undefined,
): Promise<T> {
  return deps.database.transaction(async (em) => {
    const result = await work(em);
    await deps.audit.append(em, describe(result));
    announce(result);
    return result;
  });
}
