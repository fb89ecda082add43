import type { EntityManager } from '@mikro-orm/core';
import { type Actor, defineExtensionPoint, type Reply, type Role } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';

// The place where a workflow (the approvals-quorum plugin) holds back a decision before anything reaches the
// gateway: it may answer for the move (202 vote recorded, 403, 409), or let it proceed with a claim that is
// committed in the same transaction as the move's audit row, or given back when the gateway refuses.

export type DecisionMove = 'approve' | 'reject' | 'edit' | 'approve-all';

/**
 * Where a decision was made: the API (console or client), a signed decision link from a notification, or a chat
 * button. It never changes who decides (always the signed-in user or linked chat user); it is recorded in the
 * decision's audit row and event (docs/decision-links.md).
 */
export type DecisionChannel = 'api' | 'link' | 'chat';

export interface DecisionGateInput {
  move: DecisionMove;
  scope: GatewayScope;
  sandbox: string;
  /** The chunk decided on; absent for approve-all. */
  chunkId?: string;
  /** Reject: the reviewer's reason. */
  reason?: string;
  actor: Actor;
  /** The caller's effective role on this gateway. */
  role: Role;
  /** Where the decision was made (recorded with a workflow's vote). */
  via: DecisionChannel;
}

export interface DecisionOutcome {
  status: 'approved' | 'rejected';
  /** Every chunk the move decided (one, or those approve-all approved). */
  chunkIds: string[];
}

/** A gate's hold on a decision that is going ahead. */
export interface DecisionClaim {
  /** Fields added to the move's response (votes, required). */
  response?: Record<string, unknown>;
  /** Runs inside the transaction that records the decision and its audit row. */
  commit(em: EntityManager, outcome: DecisionOutcome): Promise<void>;
  /** The gateway refused the decision: undo whatever the claim holds. */
  abandon(error: unknown): Promise<void>;
}

export type DecisionVerdict = { proceed: true; claim?: DecisionClaim } | { proceed: false; reply: Reply };

export interface DecisionVote {
  voter: string;
  decision: 'approve' | 'reject';
  at: string;
}

/** What `GET .../approvals/{chunk_id}/decisions` shows. */
export interface DecisionRecord {
  chunk_id: string;
  sandbox: string;
  workflow: boolean;
  proposal_status: string | null;
  required: number | null;
  votes: DecisionVote[];
  tally: { approve: number; reject: number };
  voters: string[];
  eligible_voters: string[];
  escalated: boolean;
}

export interface DecisionGate {
  id: string;
  check(input: DecisionGateInput): Promise<DecisionVerdict>;
  /** The running tally of a chunk, or null when this gate knows nothing about it. */
  record?(input: { scope: GatewayScope; sandbox: string; chunkId: string }): Promise<DecisionRecord | null>;
  /** Sandboxes where this gate knows the chunk id (synthetic ids such as `policy.apply:<sha16>`). */
  locate?(scope: GatewayScope, chunkId: string): Promise<string[]>;
}

export const decisionGates = defineExtensionPoint<DecisionGate>('approvals.decision-gate');

/** The record of a chunk nobody voted on. */
export function emptyRecord(sandbox: string, chunkId: string): DecisionRecord {
  return {
    chunk_id: chunkId,
    sandbox,
    workflow: false,
    proposal_status: null,
    required: null,
    votes: [],
    tally: { approve: 0, reject: 0 },
    voters: [],
    eligible_voters: [],
    escalated: false,
  };
}
