import { problems } from '@portcullis/core';
import type { DecisionClaim, DecisionGate, DecisionGateInput, DecisionVerdict } from '@portcullis/plugin-approvals';
import type { DecisionRecords } from '../proposals/records.ts';
import type { SandboxRef } from '../workflows/entity.ts';
import type { WorkflowStore } from '../workflows/store.ts';
import { announceQuorum, type VotingDeps, vote } from './voting.ts';

export interface QuorumGateDeps extends VotingDeps {
  workflows: WorkflowStore;
  records: DecisionRecords;
}

const OVERRIDE_CODES = { 'approve-all': 'ADMIN_REQUIRED_FOR_APPROVE_ALL', edit: 'ADMIN_REQUIRED_FOR_EDIT' } as const;

/**
 * The quorum workflow at the approvals plugin's decision gate. Without a workflow on the sandbox every move goes
 * through single-handed. With one: approve and reject are votes; approve-all (spec rule 5) and edit (which also
 * ends approved) are an admin's emergency override, refused with 409 to everyone else.
 */
export function quorumDecisionGate(deps: QuorumGateDeps): DecisionGate {
  return {
    id: 'approvals-quorum',
    check: async (input) => {
      const ref: SandboxRef = { gateway: input.scope.gateway.name, workspace: input.scope.workspace, sandbox: input.sandbox };
      const workflow = await deps.workflows.find(ref);
      if (!workflow) return { proceed: true };
      if (input.move === 'approve-all' || input.move === 'edit') return adminOverride(deps, input, ref);
      const outcome = await vote(deps, {
        ref,
        chunkId: input.chunkId!,
        actor: input.actor,
        via: input.via,
        decision: input.move === 'reject' ? 'reject' : 'approve',
        workflow,
        ...(input.reason ? { reason: input.reason } : {}),
      });
      if (!outcome.decided) return { proceed: false, reply: outcome.reply };
      const { ballot, result } = outcome;
      const claim: DecisionClaim = {
        response: { votes: result.votes, required: result.required, rejections: result.rejections },
        commit: async (em, decided) => {
          await deps.ballots.settle(em, result.proposalId, decided.status);
          if (decided.status === 'approved') announceQuorum(deps, ballot, result);
        },
        abandon: (error) => deps.ballots.withdraw(result, ballot, error),
      };
      return { proceed: true, claim };
    },
    record: ({ scope, sandbox, chunkId }) => deps.records.of({ gateway: scope.gateway.name, workspace: scope.workspace, sandbox }, chunkId),
    locate: (scope, chunkId) => deps.ballots.sandboxesOf(scope.gateway.name, scope.workspace, chunkId),
  };
}

function adminOverride(deps: QuorumGateDeps, input: DecisionGateInput, ref: SandboxRef): DecisionVerdict {
  const move = input.move as 'approve-all' | 'edit';
  if (input.role !== 'admin') {
    throw problems.conflict(
      OVERRIDE_CODES[move],
      `Sandbox ${input.sandbox} has an approval workflow: ${move} bypasses its quorum and is for admins only (an emergency override); vote with approve instead.`,
    );
  }
  return {
    proceed: true,
    claim: {
      response: { workflow_override: true },
      commit: (em, decided) => deps.ballots.closeOpen(em, ref, decided.chunkIds, decided.status),
      abandon: async () => {},
    },
  };
}
