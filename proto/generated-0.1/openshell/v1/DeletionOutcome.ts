// Original file: line-0.1/openshell/openshell.proto

/**
 * Result of a delete, member removal or session revocation. Replaces the 0.0 booleans.
 */
export const DeletionOutcome = {
  /**
   * never read as done
   */
  DELETION_OUTCOME_UNSPECIFIED: 'DELETION_OUTCOME_UNSPECIFIED',
  /**
   * removed (or revoked); platform cleanup may trail
   */
  DELETION_OUTCOME_COMPLETED: 'DELETION_OUTCOME_COMPLETED',
  /**
   * sandboxes: the record still exists
   */
  DELETION_OUTCOME_ACCEPTED: 'DELETION_OUTCOME_ACCEPTED',
  /**
   * missing, and allow_missing was set
   */
  DELETION_OUTCOME_ALREADY_ABSENT: 'DELETION_OUTCOME_ALREADY_ABSENT',
} as const;

/**
 * Result of a delete, member removal or session revocation. Replaces the 0.0 booleans.
 */
export type DeletionOutcome =
  /**
   * never read as done
   */
  | 'DELETION_OUTCOME_UNSPECIFIED'
  | 0
  /**
   * removed (or revoked); platform cleanup may trail
   */
  | 'DELETION_OUTCOME_COMPLETED'
  | 1
  /**
   * sandboxes: the record still exists
   */
  | 'DELETION_OUTCOME_ACCEPTED'
  | 2
  /**
   * missing, and allow_missing was set
   */
  | 'DELETION_OUTCOME_ALREADY_ABSENT'
  | 3

/**
 * Result of a delete, member removal or session revocation. Replaces the 0.0 booleans.
 */
export type DeletionOutcome__Output = typeof DeletionOutcome[keyof typeof DeletionOutcome]
