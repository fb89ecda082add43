// Original file: line-0.1/openshell/openshell.proto

import type { SupervisorHello as _openshell_v1_SupervisorHello, SupervisorHello__Output as _openshell_v1_SupervisorHello__Output } from '../../openshell/v1/SupervisorHello.ts';
import type { SupervisorHeartbeat as _openshell_v1_SupervisorHeartbeat, SupervisorHeartbeat__Output as _openshell_v1_SupervisorHeartbeat__Output } from '../../openshell/v1/SupervisorHeartbeat.ts';
import type { RelayOpenResult as _openshell_v1_RelayOpenResult, RelayOpenResult__Output as _openshell_v1_RelayOpenResult__Output } from '../../openshell/v1/RelayOpenResult.ts';
import type { RelayClose as _openshell_v1_RelayClose, RelayClose__Output as _openshell_v1_RelayClose__Output } from '../../openshell/v1/RelayClose.ts';

/**
 * Supervisor to gateway on ConnectSupervisor.
 */
export interface SupervisorMessage {
  'hello'?: (_openshell_v1_SupervisorHello | null);
  'heartbeat'?: (_openshell_v1_SupervisorHeartbeat | null);
  'relay_open_result'?: (_openshell_v1_RelayOpenResult | null);
  'relay_close'?: (_openshell_v1_RelayClose | null);
  'payload'?: "hello"|"heartbeat"|"relay_open_result"|"relay_close";
}

/**
 * Supervisor to gateway on ConnectSupervisor.
 */
export interface SupervisorMessage__Output {
  'hello'?: (_openshell_v1_SupervisorHello__Output | null);
  'heartbeat'?: (_openshell_v1_SupervisorHeartbeat__Output | null);
  'relay_open_result'?: (_openshell_v1_RelayOpenResult__Output | null);
  'relay_close'?: (_openshell_v1_RelayClose__Output | null);
  'payload'?: "hello"|"heartbeat"|"relay_open_result"|"relay_close";
}
