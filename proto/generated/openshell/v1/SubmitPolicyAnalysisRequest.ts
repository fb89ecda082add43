// Original file: openshell/openshell.proto

import type { DenialSummary as _openshell_v1_DenialSummary, DenialSummary__Output as _openshell_v1_DenialSummary__Output } from '../../openshell/v1/DenialSummary.ts';
import type { PolicyChunk as _openshell_v1_PolicyChunk, PolicyChunk__Output as _openshell_v1_PolicyChunk__Output } from '../../openshell/v1/PolicyChunk.ts';
import type { NetworkActivitySummary as _openshell_v1_NetworkActivitySummary, NetworkActivitySummary__Output as _openshell_v1_NetworkActivitySummary__Output } from '../../openshell/v1/NetworkActivitySummary.ts';

export interface SubmitPolicyAnalysisRequest {
  'summaries'?: (_openshell_v1_DenialSummary)[];
  'proposed_chunks'?: (_openshell_v1_PolicyChunk)[];
  'analysis_mode'?: (string);
  'name'?: (string);
  'network_activity_summaries'?: (_openshell_v1_NetworkActivitySummary)[];
  'workspace'?: (string);
}

export interface SubmitPolicyAnalysisRequest__Output {
  'summaries': (_openshell_v1_DenialSummary__Output)[];
  'proposed_chunks': (_openshell_v1_PolicyChunk__Output)[];
  'analysis_mode': (string);
  'name': (string);
  'network_activity_summaries': (_openshell_v1_NetworkActivitySummary__Output)[];
  'workspace': (string);
}
