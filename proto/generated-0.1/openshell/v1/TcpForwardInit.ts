// Original file: line-0.1/openshell/openshell.proto

import type { SshRelayTarget as _openshell_v1_SshRelayTarget, SshRelayTarget__Output as _openshell_v1_SshRelayTarget__Output } from '../../openshell/v1/SshRelayTarget.ts';
import type { TcpRelayTarget as _openshell_v1_TcpRelayTarget, TcpRelayTarget__Output as _openshell_v1_TcpRelayTarget__Output } from '../../openshell/v1/TcpRelayTarget.ts';

/**
 * Where to forward. Unlike the other requests it names its workspace as a plain string (field 3); field 2 is
 * unused.
 */
export interface TcpForwardInit {
  /**
   * sandbox name
   */
  'sandbox'?: (string);
  'workspace'?: (string);
  /**
   * audit correlation only
   */
  'service_id'?: (string);
  'ssh'?: (_openshell_v1_SshRelayTarget | null);
  'tcp'?: (_openshell_v1_TcpRelayTarget | null);
  /**
   * secret; for SSH, the CreateSshSession token
   */
  'authorization_token'?: (string);
  'target'?: "ssh"|"tcp";
}

/**
 * Where to forward. Unlike the other requests it names its workspace as a plain string (field 3); field 2 is
 * unused.
 */
export interface TcpForwardInit__Output {
  /**
   * sandbox name
   */
  'sandbox': (string);
  'workspace': (string);
  /**
   * audit correlation only
   */
  'service_id': (string);
  'ssh'?: (_openshell_v1_SshRelayTarget__Output | null);
  'tcp'?: (_openshell_v1_TcpRelayTarget__Output | null);
  /**
   * secret; for SSH, the CreateSshSession token
   */
  'authorization_token': (string);
  'target'?: "ssh"|"tcp";
}
