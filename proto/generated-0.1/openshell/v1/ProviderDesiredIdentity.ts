// Original file: line-0.1/openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The exact desired authority. Revisions are opaque identities, compared for equality only.
 */
export interface ProviderDesiredIdentity {
  'sandbox_id'?: (string);
  'sandbox'?: (string);
  'attachment_epoch'?: (string);
  /**
   * empty for a detached provider
   */
  'provider_id'?: (string);
  'provider_resource_version'?: (number | string | Long);
  'provider_env_revision'?: (number | string | Long);
  'config_revision'?: (number | string | Long);
  'policy_hash'?: (string);
}

/**
 * The exact desired authority. Revisions are opaque identities, compared for equality only.
 */
export interface ProviderDesiredIdentity__Output {
  'sandbox_id': (string);
  'sandbox': (string);
  'attachment_epoch': (string);
  /**
   * empty for a detached provider
   */
  'provider_id': (string);
  'provider_resource_version': (number);
  'provider_env_revision': (number);
  'config_revision': (number);
  'policy_hash': (string);
}
