// Original file: line-0.1/openshell/openshell.proto

import type { NetworkBinary as _openshell_sandbox_v1_NetworkBinary, NetworkBinary__Output as _openshell_sandbox_v1_NetworkBinary__Output } from '../../openshell/sandbox/v1/NetworkBinary.ts';

/**
 * The exact endpoint and complete authorization scope an L7 append applies to. Ports and binaries must match the
 * stored rule; an omitted scope is invalid.
 */
export interface L7RuleTarget {
  'rule_name'?: (string);
  'host'?: (string);
  'ports'?: (number)[];
  /**
   * absent: the endpoint must be unique; empty: no path selector
   */
  'path'?: (string);
  'binaries'?: (_openshell_sandbox_v1_NetworkBinary)[];
  /**
   * instead of binaries, never both
   */
  'any_binary'?: (boolean);
  '_path'?: "path";
}

/**
 * The exact endpoint and complete authorization scope an L7 append applies to. Ports and binaries must match the
 * stored rule; an omitted scope is invalid.
 */
export interface L7RuleTarget__Output {
  'rule_name': (string);
  'host': (string);
  'ports': (number)[];
  /**
   * absent: the endpoint must be unique; empty: no path selector
   */
  'path'?: (string);
  'binaries': (_openshell_sandbox_v1_NetworkBinary__Output)[];
  /**
   * instead of binaries, never both
   */
  'any_binary': (boolean);
  '_path'?: "path";
}
