// Original file: line-0.1/openshell/openshell.proto

import type { DeletionOutcome as _openshell_v1_DeletionOutcome, DeletionOutcome__Output as _openshell_v1_DeletionOutcome__Output } from '../../openshell/v1/DeletionOutcome.ts';

/**
 * Normally ACCEPTED: the record lingers in DELETING; watch sandbox_id until it is gone.
 */
export interface DeleteSandboxResponse {
  /**
   * replaces bool deleted (1); UNSPECIFIED never means done
   */
  'outcome'?: (_openshell_v1_DeletionOutcome);
  /**
   * the deleted sandbox; empty for ALREADY_ABSENT
   */
  'sandbox_id'?: (string);
}

/**
 * Normally ACCEPTED: the record lingers in DELETING; watch sandbox_id until it is gone.
 */
export interface DeleteSandboxResponse__Output {
  /**
   * replaces bool deleted (1); UNSPECIFIED never means done
   */
  'outcome': (_openshell_v1_DeletionOutcome__Output);
  /**
   * the deleted sandbox; empty for ALREADY_ABSENT
   */
  'sandbox_id': (string);
}
