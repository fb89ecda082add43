// Original file: line-0.1/openshell/openshell.proto


export interface SubmitPolicyAnalysisResponse {
  'accepted_chunks'?: (number);
  'rejected_chunks'?: (number);
  'rejection_reasons'?: (string)[];
  'accepted_chunk_ids'?: (string)[];
}

export interface SubmitPolicyAnalysisResponse__Output {
  'accepted_chunks': (number);
  'rejected_chunks': (number);
  'rejection_reasons': (string)[];
  'accepted_chunk_ids': (string)[];
}
