// Original file: line-0.1/openshell/openshell.proto

import type { ExtensionKind as _openshell_v1_ExtensionKind, ExtensionKind__Output as _openshell_v1_ExtensionKind__Output } from '../../openshell/v1/ExtensionKind.ts';

/**
 * The non-secret result of one extension negotiated at gateway start-up.
 */
export interface NegotiatedExtensionInfo {
  'kind'?: (_openshell_v1_ExtensionKind);
  'configured_name'?: (string);
  'implementation_name'?: (string);
  /**
   * build version, not the protocol version
   */
  'implementation_version'?: (string);
  'protocol_major'?: (number);
  'protocol_minor'?: (number);
  'supported_capabilities'?: (string)[];
  'required_capabilities'?: (string)[];
}

/**
 * The non-secret result of one extension negotiated at gateway start-up.
 */
export interface NegotiatedExtensionInfo__Output {
  'kind': (_openshell_v1_ExtensionKind__Output);
  'configured_name': (string);
  'implementation_name': (string);
  /**
   * build version, not the protocol version
   */
  'implementation_version': (string);
  'protocol_major': (number);
  'protocol_minor': (number);
  'supported_capabilities': (string)[];
  'required_capabilities': (string)[];
}
