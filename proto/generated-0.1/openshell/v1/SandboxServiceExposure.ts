// Original file: line-0.1/openshell/openshell.proto

import type { ServiceAuthorizationMode as _openshell_v1_ServiceAuthorizationMode, ServiceAuthorizationMode__Output as _openshell_v1_ServiceAuthorizationMode__Output } from '../../openshell/v1/ServiceAuthorizationMode.ts';

/**
 * One service to expose at creation.
 */
export interface SandboxServiceExposure {
  /**
   * empty: the unnamed service
   */
  'service'?: (string);
  'target_port'?: (number);
  /**
   * may be absent from 0.1.2 (docs/openshell-0.1.md §0)
   */
  'authorization_mode'?: (_openshell_v1_ServiceAuthorizationMode);
}

/**
 * One service to expose at creation.
 */
export interface SandboxServiceExposure__Output {
  /**
   * empty: the unnamed service
   */
  'service': (string);
  'target_port': (number);
  /**
   * may be absent from 0.1.2 (docs/openshell-0.1.md §0)
   */
  'authorization_mode': (_openshell_v1_ServiceAuthorizationMode__Output);
}
