// Events and services of this plugin, added to the kernel's maps. Approval events name their gateway, sandbox and
// workspace: the sandboxes plugin pushes `approval.*` events to that sandbox's WebSocket viewers.

import type { DecisionChannel } from '@portcullis/plugin-approvals';

interface Where {
  gateway: string;
  sandbox: string;
  workspace: string;
  chunk_id: string;
}

declare module '@portcullis/core' {
  interface EventMap {
    /** Every vote under a workflow, approve or reject. */
    'approval.vote_cast': Where & { voter: string; decision: 'approve' | 'reject'; via: DecisionChannel; votes: number; rejections: number; required: number };
    /** The vote that reached the required count (after the gateway took the approval). */
    'approval.quorum_met': Where & { votes: number; required: number };
    /** The first vote after the round's escalation deadline (spec rule 6: reactive, no background loop). */
    'approval.escalated': Where & { votes: number; required: number; first_vote_at: string; deadline_seconds: number };
  }
  interface ServiceMap {
    approvalWorkflows: import('./workflows/store.ts').WorkflowStore;
    approvalBallots: import('./proposals/ballots.ts').Ballots;
    approvalVoterEligibility: import('./eligibility.ts').VoterEligibility;
    approvalDecisionRecords: import('./proposals/records.ts').DecisionRecords;
  }
}
