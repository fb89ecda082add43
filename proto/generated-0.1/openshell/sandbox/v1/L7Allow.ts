// Original file: line-0.1/openshell/sandbox.proto

import type { L7QueryMatcher as _openshell_sandbox_v1_L7QueryMatcher, L7QueryMatcher__Output as _openshell_sandbox_v1_L7QueryMatcher__Output } from '../../../openshell/sandbox/v1/L7QueryMatcher.ts';

/**
 * An L7 match: HTTP method and path glob, SQL command, query matchers, GraphQL or MCP fields.
 */
export interface L7Allow {
  'method'?: (string);
  'path'?: (string);
  'command'?: (string);
  'query'?: ({[key: string]: _openshell_sandbox_v1_L7QueryMatcher});
  'operation_type'?: (string);
  'operation_name'?: (string);
  'fields'?: (string)[];
  'params'?: ({[key: string]: _openshell_sandbox_v1_L7QueryMatcher});
}

/**
 * An L7 match: HTTP method and path glob, SQL command, query matchers, GraphQL or MCP fields.
 */
export interface L7Allow__Output {
  'method': (string);
  'path': (string);
  'command': (string);
  'query': ({[key: string]: _openshell_sandbox_v1_L7QueryMatcher__Output});
  'operation_type': (string);
  'operation_name': (string);
  'fields': (string)[];
  'params': ({[key: string]: _openshell_sandbox_v1_L7QueryMatcher__Output});
}
