// Original file: line-0.1/openshell/openshell.proto

import type { ProviderMutationReceipt as _openshell_v1_ProviderMutationReceipt, ProviderMutationReceipt__Output as _openshell_v1_ProviderMutationReceipt__Output } from '../../openshell/v1/ProviderMutationReceipt.ts';
import type { ProviderReadinessState as _openshell_v1_ProviderReadinessState, ProviderReadinessState__Output as _openshell_v1_ProviderReadinessState__Output } from '../../openshell/v1/ProviderReadinessState.ts';
import type { ProviderReadinessReason as _openshell_v1_ProviderReadinessReason, ProviderReadinessReason__Output as _openshell_v1_ProviderReadinessReason__Output } from '../../openshell/v1/ProviderReadinessReason.ts';
import type { ProviderReadinessObservation as _openshell_v1_ProviderReadinessObservation, ProviderReadinessObservation__Output as _openshell_v1_ProviderReadinessObservation__Output } from '../../openshell/v1/ProviderReadinessObservation.ts';
import type { ConfigUpdateOperation as _openshell_v1_ConfigUpdateOperation, ConfigUpdateOperation__Output as _openshell_v1_ConfigUpdateOperation__Output } from '../../openshell/v1/ConfigUpdateOperation.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * Desired against observed provider state. A detach has taken effect only at REVOKED.
 */
export interface ProviderReadinessStatus {
  'receipt'?: (_openshell_v1_ProviderMutationReceipt | null);
  'state'?: (_openshell_v1_ProviderReadinessState);
  'reason'?: (_openshell_v1_ProviderReadinessReason);
  'observed'?: (_openshell_v1_ProviderReadinessObservation | null);
  'network_instance_id'?: (string);
  'operation'?: (_openshell_v1_ConfigUpdateOperation | null);
  /**
   * replaces observed_at_ms (6); absent until the supervisor reported
   */
  'observed_time'?: (_google_protobuf_Timestamp | null);
  /**
   * replaces evaluated_at_ms (7)
   */
  'evaluated_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * Desired against observed provider state. A detach has taken effect only at REVOKED.
 */
export interface ProviderReadinessStatus__Output {
  'receipt': (_openshell_v1_ProviderMutationReceipt__Output | null);
  'state': (_openshell_v1_ProviderReadinessState__Output);
  'reason': (_openshell_v1_ProviderReadinessReason__Output);
  'observed': (_openshell_v1_ProviderReadinessObservation__Output | null);
  'network_instance_id': (string);
  'operation': (_openshell_v1_ConfigUpdateOperation__Output | null);
  /**
   * replaces observed_at_ms (6); absent until the supervisor reported
   */
  'observed_time': (_google_protobuf_Timestamp__Output | null);
  /**
   * replaces evaluated_at_ms (7)
   */
  'evaluated_time': (_google_protobuf_Timestamp__Output | null);
}
