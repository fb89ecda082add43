// Original file: openshell/datamodel.proto

import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from '../../../openshell/datamodel/v1/ObjectMeta.ts';
import type { CredentialHandle as _openshell_datamodel_v1_CredentialHandle, CredentialHandle__Output as _openshell_datamodel_v1_CredentialHandle__Output } from '../../../openshell/datamodel/v1/CredentialHandle.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * A credential provider. credentials are secret and come back as "REDACTED"; config is not secret.
 */
export interface Provider {
  'metadata'?: (_openshell_datamodel_v1_ObjectMeta | null);
  'type'?: (string);
  /**
   * secret
   */
  'credentials'?: ({[key: string]: string});
  'config'?: ({[key: string]: string});
  'credential_expires_at_ms'?: ({[key: string]: number | string | Long});
  'profile_workspace'?: (string);
  'credential_handles'?: ({[key: string]: _openshell_datamodel_v1_CredentialHandle});
}

/**
 * A credential provider. credentials are secret and come back as "REDACTED"; config is not secret.
 */
export interface Provider__Output {
  'metadata': (_openshell_datamodel_v1_ObjectMeta__Output | null);
  'type': (string);
  /**
   * secret
   */
  'credentials': ({[key: string]: string});
  'config': ({[key: string]: string});
  'credential_expires_at_ms': ({[key: string]: number});
  'profile_workspace': (string);
  'credential_handles': ({[key: string]: _openshell_datamodel_v1_CredentialHandle__Output});
}
