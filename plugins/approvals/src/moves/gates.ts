import type { EntityManager } from '@mikro-orm/core';
import type { AuditInput, Reply } from '@portcullis/core';
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

/** A move about to be decided: the sandbox whose chunks it records, the claims that must hear of it, its audit intent. */
export interface Move {
  ref: SandboxRef;
  claims: DecisionClaim[];
  intent: AuditInput;
}

/** What a move decided, as our rows, the gates' claims, its events and its audit row record it. */
export interface Decision {
  states: ChunkState[];
  /** For moves that passed the gates: what their claims hear was decided. */
  outcome?: DecisionOutcome;
  /** What the audit outcome row adds to the intent's detail. */
  detail?: Record<string, unknown>;
  /** Emits the move's events, in the transaction that records it (they commit with it). */
  announce: () => void;
}

/**
 * A move that reaches the gateway, audited write-ahead (`audit.effect`): its intent row commits before `call`, and
 * the decision made of the call's answer commits with the outcome row. When the call fails, the outcome says so,
 * every claim is given back and the failure passes on.
 */
export async function decideUpstream<T>(deps: MoveDeps, move: Move, call: () => Promise<T>, decided: (value: T) => Decision): Promise<T> {
  let decision: Decision | undefined;
  return deps.audit.effect(
    move.intent,
    async () => {
      const value = await call();
      decision = decided(value);
      return value;
    },
    {
      outcome: () => decision?.detail ?? {},
      record: (em) => recordDecision(deps, em, move, decision!),
      abandon: (error) => abandonAll(move.claims, error),
    },
  );
}

/** A move that changes nothing upstream: our rows, the claims, its events and its audit row in one transaction. */
export async function decideLocally(deps: MoveDeps, move: Move, decision: Decision): Promise<void> {
  await deps.database.transaction(async (em) => {
    await recordDecision(deps, em, move, decision);
    await deps.audit.append(em, move.intent);
  });
}

async function abandonAll(claims: DecisionClaim[], error: unknown): Promise<void> {
  for (const claim of claims) await claim.abandon(error);
}

async function recordDecision(deps: MoveDeps, em: EntityManager, move: Move, decision: Decision): Promise<void> {
  for (const state of decision.states) await deps.chunks.record(em, move.ref, state);
  if (decision.outcome) for (const claim of move.claims) await claim.commit(em, decision.outcome);
  decision.announce();
}

/** Merges what the gates add to a response (votes, required). */
export function claimFields(claims: DecisionClaim[]): Record<string, unknown> {
  return Object.assign({}, ...claims.map((claim) => claim.response ?? {}));
}
