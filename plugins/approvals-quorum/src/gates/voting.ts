import { type Actor, type EventBus, problems, type Reply, reply } from '@portcullis/core';
import type { DecisionChannel } from '@portcullis/plugin-approvals';
import type { VoterEligibility } from '../eligibility.ts';
import { voterKey } from '../eligibility.ts';
import type { Ballot, BallotResult, Ballots } from '../proposals/ballots.ts';
import type { SandboxRef, WorkflowRecord } from '../workflows/entity.ts';

export interface VotingDeps {
  ballots: Ballots;
  eligibility: VoterEligibility;
  events: EventBus;
}

export interface VoteRequest {
  ref: SandboxRef;
  chunkId: string;
  actor: Actor;
  /** Where the vote was cast; a policy apply's vote is always `api`. */
  via?: DecisionChannel;
  decision: 'approve' | 'reject';
  reason?: string;
  workflow: WorkflowRecord;
}

export type VoteOutcome = { decided: false; reply: Reply } | { decided: true; ballot: Ballot; result: BallotResult };

/**
 * A vote under a workflow (spec rules 1–4): 403 for a caller who is not an eligible voter, 409 for a second vote,
 * 202 `vote_recorded` until quorum; the quorum vote, or any reject, decides the proposal and must now go upstream.
 */
export async function vote(deps: VotingDeps, request: VoteRequest): Promise<VoteOutcome> {
  if (!(await deps.eligibility.isEligible(request.actor, request.workflow.voters))) {
    throw problems.forbidden(
      `${request.actor.name} is not an eligible voter of the approval workflow of sandbox ${request.ref.sandbox}.`,
      'NOT_ELIGIBLE_VOTER',
    );
  }
  const ballot: Ballot = {
    ref: request.ref,
    chunkId: request.chunkId,
    voter: voterKey(request.actor),
    voterType: request.actor.type,
    decision: request.decision,
    via: request.via ?? 'api',
    workflow: request.workflow,
    ...(request.reason ? { reason: request.reason } : {}),
  };
  const result = await deps.ballots.cast(ballot);
  if (result.claimed) return { decided: true, ballot, result };
  return {
    decided: false,
    reply: reply(202, { status: 'vote_recorded', chunk_id: request.chunkId, sandbox: request.ref.sandbox, votes: result.votes, required: result.required }),
  };
}

/** The quorum vote went through upstream: `approval.quorum_met` (spec: the vote that reaches the required count). */
export function announceQuorum(deps: VotingDeps, ballot: Ballot, result: BallotResult): void {
  deps.events.emit('approval.quorum_met', {
    gateway: ballot.ref.gateway,
    sandbox: ballot.ref.sandbox,
    workspace: ballot.ref.workspace,
    chunk_id: ballot.chunkId,
    votes: result.votes,
    required: result.required,
  });
}
