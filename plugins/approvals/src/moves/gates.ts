import type { EntityManager } from '@mikro-orm/core';
import type { AuditInput, OpenEffect, Reply } from '@portcullis/core';
import type { SandboxRef } from '../chunks/entity.ts';
import type { ChunkState } from '../chunks/store.ts';
import type { DecisionClaim, DecisionGateInput, DecisionOutcome } from '../decision-gate.ts';
import { type Caller, channelOf, type MoveDeps } from './context.ts';

/**
 * Runs the move past every decision gate, before anything reaches the gateway. The first gate that answers for
 * the move (202, 403, 409) ends it; claims already taken by earlier gates are given back.
 */
export async function passGates(
  caller: Caller,
  input: Omit<DecisionGateInput, 'actor' | 'role' | 'via'>,
): Promise<{ reply: Reply } | { claims: DecisionClaim[] }> {
  const claims: DecisionClaim[] = [];
  for (const gate of caller.gates) {
    const verdict = await gate.check({ ...input, actor: caller.actor, role: caller.role, via: channelOf(caller) });
    if (!verdict.proceed) {
      await abandonAll(claims, new Error(`gate ${gate.id} answered for the move`));
      return { reply: verdict.reply };
    }
    if (verdict.claim) claims.push(verdict.claim);
  }
  return { claims };
}

/**
 * The upstream part of a move, audited write-ahead: its intent row commits before `work` reaches the gateway. When
 * it fails, the outcome says so, every claim is given back and the failure passes on. The caller completes the
 * returned effect with `recordDecision`.
 */
export async function upstream<T>(
  deps: MoveDeps,
  claims: DecisionClaim[],
  intent: AuditInput,
  work: () => Promise<T>,
): Promise<{ value: T; effect: OpenEffect }> {
  let effect: OpenEffect | null = null;
  try {
    effect = await deps.audit.intend(intent);
    return { value: await work(), effect };
  } catch (error) {
    await effect?.failed(error);
    await abandonAll(claims, error);
    throw error;
  }
}

async function abandonAll(claims: DecisionClaim[], error: unknown): Promise<void> {
  for (const claim of claims) await claim.abandon(error);
}

/** The outcome of the move's upstream effect (added to its intent's detail), or a row of its own when nothing went upstream. */
export type DecisionAudit = { effect: OpenEffect; detail: Record<string, unknown> } | AuditInput;

export interface DecisionRecordInput {
  ref: SandboxRef;
  states: ChunkState[];
  audit: DecisionAudit;
  /** For moves that passed the gates: what was decided, and the claims that must hear of it. */
  decision?: { claims: DecisionClaim[]; outcome: DecisionOutcome };
  /** Emits the move's events, in the transaction that records it (they commit with it). */
  announce: () => void;
}

/** Our rows, the gates' claims, the audit row and the events of a decision: one transaction. */
export async function recordDecision(deps: MoveDeps, input: DecisionRecordInput): Promise<void> {
  const claims = input.decision?.claims ?? [];
  const write = async (em: EntityManager) => {
    for (const state of input.states) await deps.chunks.record(em, input.ref, state);
    for (const claim of claims) await claim.commit(em, input.decision!.outcome);
    input.announce();
  };
  const audit = input.audit;
  if ('effect' in audit) await audit.effect.succeeded(audit.detail, write);
  else {
    await deps.database.transaction(async (em) => {
      await write(em);
      await deps.audit.append(em, audit);
    });
  }
}

/** Merges what the gates add to a response (votes, required). */
export function claimFields(claims: DecisionClaim[]): Record<string, unknown> {
  return Object.assign({}, ...claims.map((claim) => claim.response ?? {}));
}
