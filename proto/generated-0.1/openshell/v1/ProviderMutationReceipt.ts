// Original file: line-0.1/openshell/openshell.proto

import type { ProviderMutationKind as _openshell_v1_ProviderMutationKind, ProviderMutationKind__Output as _openshell_v1_ProviderMutationKind__Output } from '../../openshell/v1/ProviderMutationKind.ts';
import type { ProviderDesiredIdentity as _openshell_v1_ProviderDesiredIdentity, ProviderDesiredIdentity__Output as _openshell_v1_ProviderDesiredIdentity__Output } from '../../openshell/v1/ProviderDesiredIdentity.ts';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp.ts';

/**
 * Immutable, secret-free record of one intended provider change on one sandbox. Follow it with
 * GetSandboxProviderStatus.
 */
export interface ProviderMutationReceipt {
  'receipt_id'?: (string);
  /**
   * shared by every receipt of one provider update
   */
  'mutation_id'?: (string);
  'provider'?: (string);
  'workspace'?: (string);
  'kind'?: (_openshell_v1_ProviderMutationKind);
  'desired'?: (_openshell_v1_ProviderDesiredIdentity | null);
  /**
   * replaces persisted_at_ms (7)
   */
  'persisted_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * Immutable, secret-free record of one intended provider change on one sandbox. Follow it with
 * GetSandboxProviderStatus.
 */
export interface ProviderMutationReceipt__Output {
  'receipt_id': (string);
  /**
   * shared by every receipt of one provider update
   */
  'mutation_id': (string);
  'provider': (string);
  'workspace': (string);
  'kind': (_openshell_v1_ProviderMutationKind__Output);
  'desired': (_openshell_v1_ProviderDesiredIdentity__Output | null);
  /**
   * replaces persisted_at_ms (7)
   */
  'persisted_time': (_google_protobuf_Timestamp__Output | null);
}
