import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type AuditWriter, type Clock, type Database, type EventBus, problems, type TablesOf, typedQueries } from '@portcullis/core';
import type { DecisionChannel } from '@portcullis/plugin-approvals';
import type { SandboxRef, WorkflowRecord } from '../workflows/entity.ts';
import { ApprovalProposal, ApprovalVote, type ProposalRecord, type ProposalStatus } from './entities.ts';

export interface Ballot {
  ref: SandboxRef;
  chunkId: string;
  voter: string;
  voterType: string;
  decision: 'approve' | 'reject';
  via: DecisionChannel;
  reason?: string;
  workflow: WorkflowRecord;
}

export interface BallotResult {
  proposalId: string;
  /** Approve votes so far, this one included. */
  votes: number;
  rejections: number;
  required: number;
  /** This vote decides the proposal: the caller must now call the gateway, then settle or withdraw. */
  claimed: boolean;
  escalated: boolean;
}

// A claim older than this is presumed lost (the process died while calling the gateway, whose calls time out
// long before): the proposal opens again instead of refusing votes forever.
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const OPEN_OR_CLAIMED: ProposalStatus[] = ['open', 'approving', 'rejecting'];

const query = typedQueries<TablesOf<typeof ApprovalProposal | typeof ApprovalVote>>();

const proposalDecided = query((db, args: { id: string; status: ProposalStatus; now: Date }) =>
  db.updateTable('approval_proposals').set({ status: args.status, decidedAt: args.now }).where('id', '=', args.id),
);

const proposalReopened = query((db, args: { id: string }) =>
  db.updateTable('approval_proposals').set({ status: 'open', claimedAt: null }).where('id', '=', args.id),
);

const proposalRemoved = query((db, args: { id: string }) => db.deleteFrom('approval_proposals').where('id', '=', args.id));

const voteRemoved = query((db, args: { proposalId: string; voter: string }) =>
  db.deleteFrom('approval_votes').where('proposalId', '=', args.proposalId).where('voter', '=', args.voter),
);

const openProposalsDecided = query((db, args: SandboxRef & { chunkIds: string[]; status: ProposalStatus; now: Date }, { listOf }) =>
  db
    .updateTable('approval_proposals')
    .set({ status: args.status, decidedAt: args.now })
    .where('gateway', '=', args.gateway)
    .where('workspace', '=', args.workspace)
    .where('sandbox', '=', args.sandbox)
    .where('chunkId', 'in', listOf(args.chunkIds))
    .where('status', 'in', OPEN_OR_CLAIMED),
);

/**
 * Votes and their proposals. A vote, its audit row and the proposal's claim are written in one transaction, and
 * the transactions of one proposal run one at a time (a PostgreSQL advisory lock; SQLite runs transactions one at
 * a time anyway), so of two simultaneous quorum-reaching votes exactly one wins the claim and calls the gateway.
 */
export class Ballots {
  private readonly database: Database;
  private readonly audit: AuditWriter;
  private readonly events: EventBus;
  private readonly clock: Clock;

  constructor(deps: { database: Database; audit: AuditWriter; events: EventBus; clock: Clock }) {
    this.database = deps.database;
    this.audit = deps.audit;
    this.events = deps.events;
    this.clock = deps.clock;
  }

  /** Records a vote (409 ALREADY_VOTED, 409 DECISION_IN_PROGRESS); announces it, and an escalation, after commit. */
  async cast(ballot: Ballot): Promise<BallotResult> {
    return this.database.transaction(async (em) => {
      await this.database.lock(em, `proposal:${ballot.ref.gateway}/${ballot.ref.workspace}/${ballot.ref.sandbox}/${ballot.chunkId}`);
      const proposal = await this.currentProposal(em, ballot);
      await em.flush(); // the proposal row first: votes reference it
      if ((await em.count(ApprovalVote, { proposalId: proposal.id, voter: ballot.voter })) > 0) {
        throw problems.conflict('ALREADY_VOTED', `${ballot.voter} has already voted on ${ballot.chunkId}.`);
      }
      const escalated = this.escalates(proposal, ballot.workflow);
      em.create(ApprovalVote, {
        id: randomUUID(),
        proposalId: proposal.id,
        voter: ballot.voter,
        voterType: ballot.voterType,
        decision: ballot.decision,
        reason: ballot.reason || null,
        createdAt: this.clock.date(),
      });
      await em.flush();
      const tally = await this.tally(em, proposal.id);
      const claimed = ballot.decision === 'reject' || tally.approve >= ballot.workflow.requiredVotes;
      if (claimed) Object.assign(proposal, { status: ballot.decision === 'reject' ? 'rejecting' : 'approving', claimedAt: this.clock.date() });
      await em.flush();
      const outcome: BallotResult = {
        proposalId: proposal.id,
        votes: tally.approve,
        rejections: tally.reject,
        required: ballot.workflow.requiredVotes,
        claimed,
        escalated,
      };
      await this.audit.append(em, {
        action: 'approval.vote',
        resourceType: 'approval_chunk',
        resourceId: ballot.chunkId,
        gateway: ballot.ref.gateway,
        detail: {
          sandbox: ballot.ref.sandbox,
          workspace: ballot.ref.workspace,
          decision: ballot.decision,
          votes: outcome.votes,
          rejections: outcome.rejections,
          required: outcome.required,
          decides: claimed,
          via: ballot.via,
          ...(ballot.reason ? { reason: ballot.reason } : {}),
        },
      });
      this.announce(ballot, outcome, proposal.firstVoteAt);
      return outcome;
    });
  }

  /** The gateway took the decision: the claim becomes the proposal's outcome (inside the move's transaction). */
  async settle(em: EntityManager, proposalId: string, status: 'approved' | 'rejected'): Promise<void> {
    await this.database.queries.run(proposalDecided, { id: proposalId, status, now: this.clock.date() }, em);
  }

  /** The gateway refused: the deciding vote is taken back and the proposal opens again (or goes, if it was its only vote). */
  async withdraw(result: BallotResult, ballot: Ballot, error: unknown): Promise<void> {
    await this.database.transaction(async (em) => {
      await this.database.queries.run(voteRemoved, { proposalId: result.proposalId, voter: ballot.voter }, em);
      const noVotesLeft = (await em.count(ApprovalVote, { proposalId: result.proposalId })) === 0;
      await this.database.queries.run(noVotesLeft ? proposalRemoved : proposalReopened, { id: result.proposalId }, em);
      await this.audit.append(em, {
        action: 'approval.vote.withdrawn',
        resourceType: 'approval_chunk',
        resourceId: ballot.chunkId,
        gateway: ballot.ref.gateway,
        detail: {
          sandbox: ballot.ref.sandbox,
          workspace: ballot.ref.workspace,
          decision: ballot.decision,
          reason: `the gateway refused the decision: ${(error as Error)?.message ?? String(error)}`,
        },
      });
    });
  }

  /** An admin's override (approve-all, edit) decided these chunks: their open rounds end approved. */
  async closeOpen(em: EntityManager, ref: SandboxRef, chunkIds: string[], status: 'approved' | 'rejected'): Promise<void> {
    if (chunkIds.length === 0) return;
    await this.database.queries.run(openProposalsDecided, { ...ref, chunkIds, status, now: this.clock.date() }, em);
  }

  /** The latest round of a chunk, whatever its status. */
  async latest(ref: SandboxRef, chunkId: string): Promise<ProposalRecord | null> {
    return this.database.fork().findOne(ApprovalProposal, { ...ref, chunkId }, { orderBy: { round: 'desc' } });
  }

  /** Sandboxes of the workspace with a round on this chunk id. */
  async sandboxesOf(gateway: string, workspace: string, chunkId: string): Promise<string[]> {
    const rows = await this.database.fork().find(ApprovalProposal, { gateway, workspace, chunkId }, { fields: ['sandbox'] });
    return [...new Set(rows.map((row) => row.sandbox))];
  }

  /** The open round, a new one when the last was decided, or 409 while another vote is deciding it. */
  private async currentProposal(em: EntityManager, ballot: Ballot): Promise<ProposalRecord> {
    const latest = await em.findOne(ApprovalProposal, { ...ballot.ref, chunkId: ballot.chunkId }, { orderBy: { round: 'desc' } });
    if (latest && OPEN_OR_CLAIMED.includes(latest.status)) {
      if (latest.status === 'open') return latest;
      if (latest.claimedAt && this.clock.now() - latest.claimedAt.getTime() > CLAIM_TIMEOUT_MS)
        return Object.assign(latest, { status: 'open', claimedAt: null });
      throw problems.conflict('DECISION_IN_PROGRESS', `The vote on ${ballot.chunkId} has just been decided; its decision is being sent to the gateway.`);
    }
    const now = this.clock.date();
    return em.create(ApprovalProposal, {
      id: randomUUID(),
      ...ballot.ref,
      chunkId: ballot.chunkId,
      round: (latest?.round ?? 0) + 1,
      status: 'open',
      firstVoteAt: now,
      claimedAt: null,
      escalatedAt: null,
      decidedAt: null,
      createdAt: now,
    });
  }

  /** Escalation is reactive (spec rule 6): the first vote after the deadline, counted from the round's first vote. */
  private escalates(proposal: ProposalRecord, workflow: WorkflowRecord): boolean {
    const deadline = workflow.escalationDeadlineSeconds;
    if (!deadline || proposal.escalatedAt) return false;
    if (this.clock.now() <= proposal.firstVoteAt.getTime() + deadline * 1000) return false;
    proposal.escalatedAt = this.clock.date();
    return true;
  }

  private async tally(em: EntityManager, proposalId: string): Promise<{ approve: number; reject: number }> {
    const votes = await em.find(ApprovalVote, { proposalId }, { fields: ['decision'] });
    return { approve: votes.filter((vote) => vote.decision === 'approve').length, reject: votes.filter((vote) => vote.decision === 'reject').length };
  }

  private announce(ballot: Ballot, result: BallotResult, firstVoteAt: Date): void {
    const where = { gateway: ballot.ref.gateway, sandbox: ballot.ref.sandbox, workspace: ballot.ref.workspace, chunk_id: ballot.chunkId };
    this.events.emit('approval.vote_cast', {
      ...where,
      voter: ballot.voter,
      decision: ballot.decision,
      via: ballot.via,
      votes: result.votes,
      rejections: result.rejections,
      required: result.required,
    });
    if (result.escalated) {
      this.events.emit('approval.escalated', {
        ...where,
        votes: result.votes,
        required: result.required,
        first_vote_at: firstVoteAt.toISOString(),
        deadline_seconds: ballot.workflow.escalationDeadlineSeconds ?? 0,
      });
    }
  }
}
