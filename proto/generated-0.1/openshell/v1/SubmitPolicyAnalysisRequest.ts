// Original file: line-0.1/openshell/openshell.proto

import type { DenialSummary as _openshell_v1_DenialSummary, DenialSummary__Output as _openshell_v1_DenialSummary__Output } from '../../openshell/v1/DenialSummary.ts';
import type { PolicyChunk as _openshell_v1_PolicyChunk, PolicyChunk__Output as _openshell_v1_PolicyChunk__Output } from '../../openshell/v1/PolicyChunk.ts';
import type { NetworkActivitySummary as _openshell_v1_NetworkActivitySummary, NetworkActivitySummary__Output as _openshell_v1_NetworkActivitySummary__Output } from '../../openshell/v1/NetworkActivitySummary.ts';
import type { WorkspaceSelector as _openshell_datamodel_v1_WorkspaceSelector, WorkspaceSelector__Output as _openshell_datamodel_v1_WorkspaceSelector__Output } from '../../openshell/datamodel/v1/WorkspaceSelector.ts';

export interface SubmitPolicyAnalysisRequest {
  'summaries'?: (_openshell_v1_DenialSummary)[];
  'proposed_chunks'?: (_openshell_v1_PolicyChunk)[];
  /**
   * mechanistic (folds repeats) or agent_authored
   */
  'analysis_mode'?: (string);
  /**
   * sandbox name; the authenticated sandbox wins
   */
  'name'?: (string);
  'network_activity_summaries'?: (_openshell_v1_NetworkActivitySummary)[];
  /**
   * named workspace only
   */
  'workspace_scope'?: (_openshell_datamodel_v1_WorkspaceSelector | null);
}

export interface SubmitPolicyAnalysisRequest__Output {
  'summaries': (_openshell_v1_DenialSummary__Output)[];
  'proposed_chunks': (_openshell_v1_PolicyChunk__Output)[];
  /**
   * mechanistic (folds repeats) or agent_authored
   */
  'analysis_mode': (string);
  /**
   * sandbox name; the authenticated sandbox wins
   */
  'name': (string);
  'network_activity_summaries': (_openshell_v1_NetworkActivitySummary__Output)[];
  /**
   * named workspace only
   */
  'workspace_scope': (_openshell_datamodel_v1_WorkspaceSelector__Output | null);
}
