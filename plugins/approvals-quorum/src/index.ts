import { declarableKinds, definePlugin } from '@portcullis/core';
import { decisionGates, draftStreamInterest } from '@portcullis/plugin-approvals';
import { policyApplyGates } from '@portcullis/plugin-policies';
import './types.ts';
import { VoterEligibility } from './eligibility.ts';
import { quorumApplyGate } from './gates/apply-gate.ts';
import { quorumDecisionGate } from './gates/decision-gate.ts';
import { quorumMigrations } from './migrations/index.ts';
import { Ballots } from './proposals/ballots.ts';
import { ApprovalProposal, ApprovalVote } from './proposals/entities.ts';
import { DecisionRecords } from './proposals/records.ts';
import { workflowRoutes } from './routes/workflow.ts';
import { WorkflowChanges, workflowChangesRef } from './workflows/changes.ts';
import { approvalWorkflowsKind } from './workflows/declarable.ts';
import { ApprovalWorkflow } from './workflows/entity.ts';
import { WorkflowStore } from './workflows/store.ts';

export type { VoterEligibility } from './eligibility.ts';
export type { Ballot, BallotResult, Ballots } from './proposals/ballots.ts';
export type { DecisionRecords } from './proposals/records.ts';
export { type WorkflowBody, workflowBody } from './workflows/schema.ts';
export type { WorkflowStore } from './workflows/store.ts';

export default definePlugin({
  id: 'approvals-quorum',
  description: 'Quorum approval workflows per sandbox: votes, quorum, reactive escalation, and policy applies counted as votes.',
  dependsOn: ['gateways', 'users', 'policies', 'approvals'],
  events: {
    'approval.vote_cast': 'A vote, approve or reject, was recorded in a quorum workflow.',
    'approval.quorum_met': 'The vote that reached the required count.',
    'approval.escalated': 'The first vote after the escalation deadline of a proposal elapsed.',
  },
  entities: [ApprovalWorkflow, ApprovalProposal, ApprovalVote],
  migrations: quorumMigrations,
  register(api) {
    api.provide('approvalWorkflows', (s) => new WorkflowStore({ database: s.database, audit: s.audit, clock: s.clock }));
    api.provide(workflowChangesRef, (s) => new WorkflowChanges({ gatewayApi: s.gatewayApi, store: s.approvalWorkflows }), { private: true });
    api.contributeWith(declarableKinds, (s, resolve) =>
      approvalWorkflowsKind({ store: s.approvalWorkflows, changes: resolve(workflowChangesRef), registry: s.gatewayRegistry, services: s }),
    );
    api.provide('approvalBallots', (s) => new Ballots({ database: s.database, audit: s.audit, events: s.events, clock: s.clock }));
    api.provide('approvalVoterEligibility', (s) => new VoterEligibility(s.groups));
    api.provide(
      'approvalDecisionRecords',
      (s) =>
        new DecisionRecords({
          database: s.database,
          ballots: s.approvalBallots,
          workflows: s.approvalWorkflows,
          eligibility: s.approvalVoterEligibility,
        }),
    );
    // A vote waits on each new request of a sandbox with a workflow: detection streams those rather than polling them.
    api.contributeWith(draftStreamInterest, (s) => ({ id: 'approvals-quorum', sandboxes: (gateways) => s.approvalWorkflows.on(gateways) }));
    api.contributeWith(decisionGates, (s) =>
      quorumDecisionGate({
        ballots: s.approvalBallots,
        eligibility: s.approvalVoterEligibility,
        events: s.events,
        workflows: s.approvalWorkflows,
        records: s.approvalDecisionRecords,
      }),
    );
    api.contributeWith(policyApplyGates, (s) =>
      quorumApplyGate({
        ballots: s.approvalBallots,
        eligibility: s.approvalVoterEligibility,
        events: s.events,
        workflows: s.approvalWorkflows,
        database: s.database,
      }),
    );
    workflowRoutes(api);
  },
});
