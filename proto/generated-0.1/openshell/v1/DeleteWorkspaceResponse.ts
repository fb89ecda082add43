// Original file: line-0.1/openshell/openshell.proto

import type { DeletionOutcome as _openshell_v1_DeletionOutcome, DeletionOutcome__Output as _openshell_v1_DeletionOutcome__Output } from '../../openshell/v1/DeletionOutcome.ts';

export interface DeleteWorkspaceResponse {
  /**
   * replaces bool deleted (1); UNSPECIFIED never means done
   */
  'outcome'?: (_openshell_v1_DeletionOutcome);
}

export interface DeleteWorkspaceResponse__Output {
  /**
   * replaces bool deleted (1); UNSPECIFIED never means done
   */
  'outcome': (_openshell_v1_DeletionOutcome__Output);
}
