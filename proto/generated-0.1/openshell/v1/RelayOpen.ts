// Original file: line-0.1/openshell/openshell.proto

import type { SshRelayTarget as _openshell_v1_SshRelayTarget, SshRelayTarget__Output as _openshell_v1_SshRelayTarget__Output } from '../../openshell/v1/SshRelayTarget.ts';
import type { TcpRelayTarget as _openshell_v1_TcpRelayTarget, TcpRelayTarget__Output as _openshell_v1_TcpRelayTarget__Output } from '../../openshell/v1/TcpRelayTarget.ts';

/**
 * Asks the supervisor to open a RelayStream to a target inside the sandbox; no target means SSH.
 */
export interface RelayOpen {
  'channel_id'?: (string);
  'ssh'?: (_openshell_v1_SshRelayTarget | null);
  'tcp'?: (_openshell_v1_TcpRelayTarget | null);
  'service_id'?: (string);
  'target'?: "ssh"|"tcp";
}

/**
 * Asks the supervisor to open a RelayStream to a target inside the sandbox; no target means SSH.
 */
export interface RelayOpen__Output {
  'channel_id': (string);
  'ssh'?: (_openshell_v1_SshRelayTarget__Output | null);
  'tcp'?: (_openshell_v1_TcpRelayTarget__Output | null);
  'service_id': (string);
  'target'?: "ssh"|"tcp";
}
