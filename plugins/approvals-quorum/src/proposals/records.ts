import type { Database } from '@portcullis/core';
import type { DecisionRecord } from '@portcullis/plugin-approvals';
import type { VoterEligibility } from '../eligibility.ts';
import type { SandboxRef } from '../workflows/entity.ts';
import type { WorkflowStore } from '../workflows/store.ts';
import type { Ballots } from './ballots.ts';
import { ApprovalVote } from './entities.ts';

/** The decisions endpoint's record: the latest round's votes and tally, and who may vote now. */
export class DecisionRecords {
  private readonly deps: { database: Database; ballots: Ballots; workflows: WorkflowStore; eligibility: VoterEligibility };

  constructor(deps: DecisionRecords['deps']) {
    this.deps = deps;
  }

  async of(ref: SandboxRef, chunkId: string): Promise<DecisionRecord | null> {
    const [workflow, proposal] = await Promise.all([this.deps.workflows.find(ref), this.deps.ballots.latest(ref, chunkId)]);
    if (!workflow && !proposal) return null;
    const votes = proposal
      ? await this.deps.database.fork().find(ApprovalVote, { proposalId: proposal.id }, { orderBy: { createdAt: 'asc', voter: 'asc' } })
      : [];
    return {
      chunk_id: chunkId,
      sandbox: ref.sandbox,
      workflow: workflow !== null,
      proposal_status: proposal?.status ?? null,
      required: workflow?.requiredVotes ?? null,
      votes: votes.map((entry) => ({ voter: entry.voter, decision: entry.decision, at: entry.createdAt.toISOString() })),
      tally: { approve: votes.filter((entry) => entry.decision === 'approve').length, reject: votes.filter((entry) => entry.decision === 'reject').length },
      voters: workflow?.voters ?? [],
      eligible_voters: workflow ? await this.deps.eligibility.expand(workflow.voters) : [],
      escalated: Boolean(proposal?.escalatedAt),
    };
  }
}
