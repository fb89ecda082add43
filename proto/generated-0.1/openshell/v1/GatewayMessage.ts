// Original file: line-0.1/openshell/openshell.proto

import type { SessionAccepted as _openshell_v1_SessionAccepted, SessionAccepted__Output as _openshell_v1_SessionAccepted__Output } from '../../openshell/v1/SessionAccepted.ts';
import type { SessionRejected as _openshell_v1_SessionRejected, SessionRejected__Output as _openshell_v1_SessionRejected__Output } from '../../openshell/v1/SessionRejected.ts';
import type { GatewayHeartbeat as _openshell_v1_GatewayHeartbeat, GatewayHeartbeat__Output as _openshell_v1_GatewayHeartbeat__Output } from '../../openshell/v1/GatewayHeartbeat.ts';
import type { RelayOpen as _openshell_v1_RelayOpen, RelayOpen__Output as _openshell_v1_RelayOpen__Output } from '../../openshell/v1/RelayOpen.ts';
import type { RelayClose as _openshell_v1_RelayClose, RelayClose__Output as _openshell_v1_RelayClose__Output } from '../../openshell/v1/RelayClose.ts';

/**
 * Gateway to supervisor on ConnectSupervisor.
 */
export interface GatewayMessage {
  'session_accepted'?: (_openshell_v1_SessionAccepted | null);
  'session_rejected'?: (_openshell_v1_SessionRejected | null);
  'heartbeat'?: (_openshell_v1_GatewayHeartbeat | null);
  'relay_open'?: (_openshell_v1_RelayOpen | null);
  'relay_close'?: (_openshell_v1_RelayClose | null);
  'payload'?: "session_accepted"|"session_rejected"|"heartbeat"|"relay_open"|"relay_close";
}

/**
 * Gateway to supervisor on ConnectSupervisor.
 */
export interface GatewayMessage__Output {
  'session_accepted'?: (_openshell_v1_SessionAccepted__Output | null);
  'session_rejected'?: (_openshell_v1_SessionRejected__Output | null);
  'heartbeat'?: (_openshell_v1_GatewayHeartbeat__Output | null);
  'relay_open'?: (_openshell_v1_RelayOpen__Output | null);
  'relay_close'?: (_openshell_v1_RelayClose__Output | null);
  'payload'?: "session_accepted"|"session_rejected"|"heartbeat"|"relay_open"|"relay_close";
}
