// DeletionOutcome (docs/openshell-0.1.md §2.6): deletes answer COMPLETED (or ACCEPTED for sandboxes, which linger in
// DELETING); a missing target is NOT_FOUND unless allow_missing, then ALREADY_ABSENT. UNSPECIFIED is never sent.
import { notFound } from '../../grpc/errors.ts';

export const DELETION = {
  COMPLETED: 'DELETION_OUTCOME_COMPLETED',
  ACCEPTED: 'DELETION_OUTCOME_ACCEPTED',
  ALREADY_ABSENT: 'DELETION_OUTCOME_ALREADY_ABSENT',
  /** A missing target: ALREADY_ABSENT when the request allows it, else NOT_FOUND with `message`. */
  missing<T extends object>(allowMissing: boolean, message: string, extra: T = {} as T): T & { outcome: 'DELETION_OUTCOME_ALREADY_ABSENT' } {
    if (!allowMissing) throw notFound(message);
    return { ...extra, outcome: 'DELETION_OUTCOME_ALREADY_ABSENT' };
  },
} as const;
