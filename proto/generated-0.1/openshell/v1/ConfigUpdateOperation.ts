// Original file: line-0.1/openshell/openshell.proto

import type { ConfigComponent as _openshell_v1_ConfigComponent, ConfigComponent__Output as _openshell_v1_ConfigComponent__Output } from '../../openshell/v1/ConfigComponent.ts';
import type { ConfigSnapshotRevision as _openshell_v1_ConfigSnapshotRevision, ConfigSnapshotRevision__Output as _openshell_v1_ConfigSnapshotRevision__Output } from '../../openshell/v1/ConfigSnapshotRevision.ts';
import type { ConfigUpdateOperationState as _openshell_v1_ConfigUpdateOperationState, ConfigUpdateOperationState__Output as _openshell_v1_ConfigUpdateOperationState__Output } from '../../openshell/v1/ConfigUpdateOperationState.ts';
import type { ConfigApplyOutcome as _openshell_v1_ConfigApplyOutcome, ConfigApplyOutcome__Output as _openshell_v1_ConfigApplyOutcome__Output } from '../../openshell/v1/ConfigApplyOutcome.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * Durable progress of one sandbox-scoped configuration change; no secrets, no snapshot contents.
 */
export interface ConfigUpdateOperation {
  'operation_id'?: (string);
  'sandbox_id'?: (string);
  'component'?: (_openshell_v1_ConfigComponent);
  'target_revision'?: (_openshell_v1_ConfigSnapshotRevision | null);
  'state'?: (_openshell_v1_ConfigUpdateOperationState);
  'outcome'?: (_openshell_v1_ConfigApplyOutcome);
  'sanitized_error'?: (string);
  /**
   * replaces created_at_ms (8)
   */
  'created_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces updated_at_ms (9)
   */
  'updated_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces completed_at_ms (10); absent until a terminal state
   */
  'completed_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * Durable progress of one sandbox-scoped configuration change; no secrets, no snapshot contents.
 */
export interface ConfigUpdateOperation__Output {
  'operation_id': (string);
  'sandbox_id': (string);
  'component': (_openshell_v1_ConfigComponent__Output);
  'target_revision': (_openshell_v1_ConfigSnapshotRevision__Output | null);
  'state': (_openshell_v1_ConfigUpdateOperationState__Output);
  'outcome': (_openshell_v1_ConfigApplyOutcome__Output);
  'sanitized_error': (string);
  /**
   * replaces created_at_ms (8)
   */
  'created_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces updated_at_ms (9)
   */
  'updated_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces completed_at_ms (10); absent until a terminal state
   */
  'completed_time': (_google_protobuf_Timestamp__Output | null);
}
