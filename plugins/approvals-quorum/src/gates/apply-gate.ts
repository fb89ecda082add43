import type { Database } from '@portcullis/core';
import type { ApplyGate } from '@portcullis/plugin-policies';
import type { WorkflowStore } from '../workflows/store.ts';
import { announceQuorum, type VotingDeps, vote } from './voting.ts';

/**
 * Spec rule 7: with a workflow active, a policy apply is a vote on the synthetic chunk `policy.apply:<sha16>` of
 * its document. Applies of the same document accumulate (202) until quorum; the quorum apply writes (once) and
 * closes the round; a different document is a different proposal.
 */
export function quorumApplyGate(deps: VotingDeps & { workflows: WorkflowStore; database: Database }): ApplyGate {
  return {
    id: 'approvals-quorum',
    check: async (input) => {
      const ref = { gateway: input.scope.gateway.name, workspace: input.scope.workspace, sandbox: input.sandbox };
      const workflow = await deps.workflows.find(ref);
      if (!workflow) return { proceed: true };
      const outcome = await vote(deps, { ref, chunkId: input.chunkId, actor: input.actor, decision: 'approve', workflow });
      if (!outcome.decided) return { proceed: false, reply: outcome.reply };
      const { ballot, result } = outcome;
      return {
        proceed: true,
        afterApply: async (written) => {
          await deps.database.transaction(async (em) => {
            await deps.ballots.settle(em, result.proposalId, 'approved');
            announceQuorum(deps, ballot, result);
            deps.events.emit('approval.approved', { ...ref, chunk_id: input.chunkId, chunk: null, policy_version: written.version });
          });
        },
        onError: (error) => deps.ballots.withdraw(result, ballot, error),
      };
    },
  };
}
