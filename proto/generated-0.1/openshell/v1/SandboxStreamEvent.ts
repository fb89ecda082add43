// Original file: line-0.1/openshell/openshell.proto

import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from '../../openshell/v1/Sandbox.ts';
import type { SandboxLogLine as _openshell_v1_SandboxLogLine, SandboxLogLine__Output as _openshell_v1_SandboxLogLine__Output } from '../../openshell/v1/SandboxLogLine.ts';
import type { PlatformEvent as _openshell_v1_PlatformEvent, PlatformEvent__Output as _openshell_v1_PlatformEvent__Output } from '../../openshell/v1/PlatformEvent.ts';
import type { SandboxStreamWarning as _openshell_v1_SandboxStreamWarning, SandboxStreamWarning__Output as _openshell_v1_SandboxStreamWarning__Output } from '../../openshell/v1/SandboxStreamWarning.ts';
import type { DraftPolicyUpdate as _openshell_v1_DraftPolicyUpdate, DraftPolicyUpdate__Output as _openshell_v1_DraftPolicyUpdate__Output } from '../../openshell/v1/DraftPolicyUpdate.ts';

/**
 * One item of a watch stream.
 */
export interface SandboxStreamEvent {
  'sandbox'?: (_openshell_v1_Sandbox | null);
  'log'?: (_openshell_v1_SandboxLogLine | null);
  'event'?: (_openshell_v1_PlatformEvent | null);
  'warning'?: (_openshell_v1_SandboxStreamWarning | null);
  'draft_policy_update'?: (_openshell_v1_DraftPolicyUpdate | null);
  /**
   * opaque, byte-wise ordered; empty for snapshots and warnings
   */
  'cursor'?: (string);
  'payload'?: "sandbox"|"log"|"event"|"warning"|"draft_policy_update";
}

/**
 * One item of a watch stream.
 */
export interface SandboxStreamEvent__Output {
  'sandbox'?: (_openshell_v1_Sandbox__Output | null);
  'log'?: (_openshell_v1_SandboxLogLine__Output | null);
  'event'?: (_openshell_v1_PlatformEvent__Output | null);
  'warning'?: (_openshell_v1_SandboxStreamWarning__Output | null);
  'draft_policy_update'?: (_openshell_v1_DraftPolicyUpdate__Output | null);
  /**
   * opaque, byte-wise ordered; empty for snapshots and warnings
   */
  'cursor': (string);
  'payload'?: "sandbox"|"log"|"event"|"warning"|"draft_policy_update";
}
