// Original file: line-0.1/openshell/openshell.proto

import type { ProviderProfileCategory as _openshell_v1_ProviderProfileCategory, ProviderProfileCategory__Output as _openshell_v1_ProviderProfileCategory__Output } from '../../openshell/v1/ProviderProfileCategory.ts';
import type { ProviderProfileCredential as _openshell_v1_ProviderProfileCredential, ProviderProfileCredential__Output as _openshell_v1_ProviderProfileCredential__Output } from '../../openshell/v1/ProviderProfileCredential.ts';
import type { NetworkEndpoint as _openshell_sandbox_v1_NetworkEndpoint, NetworkEndpoint__Output as _openshell_sandbox_v1_NetworkEndpoint__Output } from '../../openshell/sandbox/v1/NetworkEndpoint.ts';
import type { NetworkBinary as _openshell_sandbox_v1_NetworkBinary, NetworkBinary__Output as _openshell_sandbox_v1_NetworkBinary__Output } from '../../openshell/sandbox/v1/NetworkBinary.ts';
import type { ProviderProfileDiscovery as _openshell_v1_ProviderProfileDiscovery, ProviderProfileDiscovery__Output as _openshell_v1_ProviderProfileDiscovery__Output } from '../../openshell/v1/ProviderProfileDiscovery.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * A provider type. A provider's type must name one exactly; a fresh 0.1 gateway has none until they are imported.
 */
export interface ProviderProfile {
  'id'?: (string);
  'display_name'?: (string);
  'description'?: (string);
  'category'?: (_openshell_v1_ProviderProfileCategory);
  'credentials'?: (_openshell_v1_ProviderProfileCredential)[];
  'endpoints'?: (_openshell_sandbox_v1_NetworkEndpoint)[];
  'binaries'?: (_openshell_sandbox_v1_NetworkBinary)[];
  'inference_capable'?: (boolean);
  'discovery'?: (_openshell_v1_ProviderProfileDiscovery | null);
  /**
   * imported profiles; guards UpdateProviderProfiles
   */
  'resource_version'?: (number | string | Long);
  'annotations'?: ({[key: string]: string});
  /**
   * server-set: builtin, user or interceptor/<name>
   */
  'source'?: (string);
  /**
   * server-set: platform, workspace or empty
   */
  'scope'?: (string);
}

/**
 * A provider type. A provider's type must name one exactly; a fresh 0.1 gateway has none until they are imported.
 */
export interface ProviderProfile__Output {
  'id': (string);
  'display_name': (string);
  'description': (string);
  'category': (_openshell_v1_ProviderProfileCategory__Output);
  'credentials': (_openshell_v1_ProviderProfileCredential__Output)[];
  'endpoints': (_openshell_sandbox_v1_NetworkEndpoint__Output)[];
  'binaries': (_openshell_sandbox_v1_NetworkBinary__Output)[];
  'inference_capable': (boolean);
  'discovery': (_openshell_v1_ProviderProfileDiscovery__Output | null);
  /**
   * imported profiles; guards UpdateProviderProfiles
   */
  'resource_version': (number);
  'annotations': ({[key: string]: string});
  /**
   * server-set: builtin, user or interceptor/<name>
   */
  'source': (string);
  /**
   * server-set: platform, workspace or empty
   */
  'scope': (string);
}
