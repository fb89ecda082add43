import { defineEntity, p } from '@mikro-orm/core';

/**
 * One round of voting on a chunk (or on a `policy.apply:<sha16>` document). A decided chunk that comes back
 * (an undone approval, the same document applied again) starts a new round.
 *   open → approving | rejecting (the deciding vote's claim while the gateway is called) → approved | rejected
 */
export type ProposalStatus = 'open' | 'approving' | 'rejecting' | 'approved' | 'rejected';

export const ApprovalProposal = defineEntity({
  name: 'ApprovalProposal',
  tableName: 'approval_proposals',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    chunkId: p.string(),
    round: p.integer(),
    status: p.string().$type<ProposalStatus>(),
    firstVoteAt: p.datetime(),
    claimedAt: p.datetime().nullable(),
    escalatedAt: p.datetime().nullable(),
    decidedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'approval_proposals_round', properties: ['gateway', 'workspace', 'sandbox', 'chunkId', 'round'] }],
});

export type ProposalRecord = InstanceType<typeof ApprovalProposal.class>;

export const ApprovalVote = defineEntity({
  name: 'ApprovalVote',
  tableName: 'approval_votes',
  properties: {
    id: p.string().primary(),
    proposalId: p.string(),
    /** A user's email (lower-cased) or a service principal's name. */
    voter: p.string(),
    voterType: p.string(),
    decision: p.string().$type<'approve' | 'reject'>(),
    reason: p.text().nullable(),
    createdAt: p.datetime(),
  },
  uniques: [{ name: 'approval_votes_proposal_id_voter_key', properties: ['proposalId', 'voter'] }],
});

export type VoteRecord = InstanceType<typeof ApprovalVote.class>;
