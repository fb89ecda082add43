// Original file: line-0.1/openshell/sandbox.proto

import type { NetworkTlsMode as _openshell_sandbox_v1_NetworkTlsMode, NetworkTlsMode__Output as _openshell_sandbox_v1_NetworkTlsMode__Output } from '../../../openshell/sandbox/v1/NetworkTlsMode.ts';
import type { NetworkEnforcementMode as _openshell_sandbox_v1_NetworkEnforcementMode, NetworkEnforcementMode__Output as _openshell_sandbox_v1_NetworkEnforcementMode__Output } from '../../../openshell/sandbox/v1/NetworkEnforcementMode.ts';
import type { NetworkAccessPreset as _openshell_sandbox_v1_NetworkAccessPreset, NetworkAccessPreset__Output as _openshell_sandbox_v1_NetworkAccessPreset__Output } from '../../../openshell/sandbox/v1/NetworkAccessPreset.ts';
import type { L7Rule as _openshell_sandbox_v1_L7Rule, L7Rule__Output as _openshell_sandbox_v1_L7Rule__Output } from '../../../openshell/sandbox/v1/L7Rule.ts';
import type { L7DenyRule as _openshell_sandbox_v1_L7DenyRule, L7DenyRule__Output as _openshell_sandbox_v1_L7DenyRule__Output } from '../../../openshell/sandbox/v1/L7DenyRule.ts';
import type { GraphqlOperation as _openshell_sandbox_v1_GraphqlOperation, GraphqlOperation__Output as _openshell_sandbox_v1_GraphqlOperation__Output } from '../../../openshell/sandbox/v1/GraphqlOperation.ts';
import type { McpOptions as _openshell_sandbox_v1_McpOptions, McpOptions__Output as _openshell_sandbox_v1_McpOptions__Output } from '../../../openshell/sandbox/v1/McpOptions.ts';
import type { NetworkCredentialBinding as _openshell_sandbox_v1_NetworkCredentialBinding, NetworkCredentialBinding__Output as _openshell_sandbox_v1_NetworkCredentialBinding__Output } from '../../../openshell/sandbox/v1/NetworkCredentialBinding.ts';

/**
 * One destination of a rule: host (optionally a first-label wildcard), ports, and optional L7 inspection. tls,
 * enforcement and access were strings in 0.0 and are enums in 0.1, so a 0.0 decoder fails on any policy that sets
 * them.
 */
export interface NetworkEndpoint {
  'host'?: (string);
  'port'?: (number);
  'protocol'?: (string);
  /**
   * was string in 0.0
   */
  'tls'?: (_openshell_sandbox_v1_NetworkTlsMode);
  /**
   * was string in 0.0
   */
  'enforcement'?: (_openshell_sandbox_v1_NetworkEnforcementMode);
  /**
   * was string in 0.0; exclusive with rules
   */
  'access'?: (_openshell_sandbox_v1_NetworkAccessPreset);
  'rules'?: (_openshell_sandbox_v1_L7Rule)[];
  'allowed_ips'?: (string)[];
  'ports'?: (number)[];
  'deny_rules'?: (_openshell_sandbox_v1_L7DenyRule)[];
  'allow_encoded_slash'?: (boolean);
  'persisted_queries'?: (string);
  'graphql_persisted_queries'?: ({[key: string]: _openshell_sandbox_v1_GraphqlOperation});
  'graphql_max_body_bytes'?: (number);
  'path'?: (string);
  'websocket_credential_rewrite'?: (boolean);
  'request_body_credential_rewrite'?: (boolean);
  'advisor_proposed'?: (boolean);
  'credential_signing'?: (string);
  'signing_service'?: (string);
  'signing_region'?: (string);
  'json_rpc_max_body_bytes'?: (number);
  'mcp'?: (_openshell_sandbox_v1_McpOptions | null);
  'credential_binding'?: (_openshell_sandbox_v1_NetworkCredentialBinding | null);
  'allow_uninspected_credentials'?: (boolean);
  'provider_credentialed'?: (boolean);
}

/**
 * One destination of a rule: host (optionally a first-label wildcard), ports, and optional L7 inspection. tls,
 * enforcement and access were strings in 0.0 and are enums in 0.1, so a 0.0 decoder fails on any policy that sets
 * them.
 */
export interface NetworkEndpoint__Output {
  'host': (string);
  'port': (number);
  'protocol': (string);
  /**
   * was string in 0.0
   */
  'tls': (_openshell_sandbox_v1_NetworkTlsMode__Output);
  /**
   * was string in 0.0
   */
  'enforcement': (_openshell_sandbox_v1_NetworkEnforcementMode__Output);
  /**
   * was string in 0.0; exclusive with rules
   */
  'access': (_openshell_sandbox_v1_NetworkAccessPreset__Output);
  'rules': (_openshell_sandbox_v1_L7Rule__Output)[];
  'allowed_ips': (string)[];
  'ports': (number)[];
  'deny_rules': (_openshell_sandbox_v1_L7DenyRule__Output)[];
  'allow_encoded_slash': (boolean);
  'persisted_queries': (string);
  'graphql_persisted_queries': ({[key: string]: _openshell_sandbox_v1_GraphqlOperation__Output});
  'graphql_max_body_bytes': (number);
  'path': (string);
  'websocket_credential_rewrite': (boolean);
  'request_body_credential_rewrite': (boolean);
  'advisor_proposed': (boolean);
  'credential_signing': (string);
  'signing_service': (string);
  'signing_region': (string);
  'json_rpc_max_body_bytes': (number);
  'mcp': (_openshell_sandbox_v1_McpOptions__Output | null);
  'credential_binding': (_openshell_sandbox_v1_NetworkCredentialBinding__Output | null);
  'allow_uninspected_credentials': (boolean);
  'provider_credentialed': (boolean);
}
