// Original file: line-0.1/openshell/openshell.proto

import type { ObjectMeta as _openshell_datamodel_v1_ObjectMeta, ObjectMeta__Output as _openshell_datamodel_v1_ObjectMeta__Output } from '../../openshell/datamodel/v1/ObjectMeta.ts';
import type { ServiceAuthorizationMode as _openshell_v1_ServiceAuthorizationMode, ServiceAuthorizationMode__Output as _openshell_v1_ServiceAuthorizationMode__Output } from '../../openshell/v1/ServiceAuthorizationMode.ts';

/**
 * A stored service endpoint.
 */
export interface ServiceEndpoint {
  'metadata'?: (_openshell_datamodel_v1_ObjectMeta | null);
  'sandbox_id'?: (string);
  /**
   * sandbox name
   */
  'sandbox'?: (string);
  'name'?: (string);
  'target_port'?: (number);
  'domain'?: (boolean);
  /**
   * may be absent from 0.1.2
   */
  'authorization_mode'?: (_openshell_v1_ServiceAuthorizationMode);
}

/**
 * A stored service endpoint.
 */
export interface ServiceEndpoint__Output {
  'metadata': (_openshell_datamodel_v1_ObjectMeta__Output | null);
  'sandbox_id': (string);
  /**
   * sandbox name
   */
  'sandbox': (string);
  'name': (string);
  'target_port': (number);
  'domain': (boolean);
  /**
   * may be absent from 0.1.2
   */
  'authorization_mode': (_openshell_v1_ServiceAuthorizationMode__Output);
}
