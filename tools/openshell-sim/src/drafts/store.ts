// Draft policy chunks per sandbox: denials are aggregated by (host, port, binary) and flushed into chunks on a tick,
// as the supervisor's aggregator plus the gateway's SubmitPolicyAnalysis handling do upstream (docs/openshell-0.0.md
// §d.1). Each chunk keeps the evaluation it was last given (review token included, docs/openshell-0.0.md §g.2).
import { randomUUID } from 'node:crypto';
import type { PolicyChunk } from '@portcullis/proto/generated/openshell/v1/PolicyChunk';
import { notFound } from '../grpc/errors.ts';
import { policyHash } from '../policy/canonical.ts';
import { policyCoversRule } from '../policy/merge/coverage.ts';
import { PolicyMergeError } from '../policy/merge/errors.ts';
import { mergePolicy } from '../policy/merge/operations.ts';
import type { Gateway } from '../state/gateway.ts';
import { gatewayLine, httpDenied, networkDenied } from '../state/log-lines.ts';
import type { ChunkEvaluation, ChunkRecord, NetworkPolicyRule, SandboxRecord } from '../state/types.ts';
import type { EvaluationMode, ProposalEvaluation } from './evaluation.ts';
import { evaluateProposal, NO_NEW_FINDINGS } from './evaluation.ts';
import type { DenialGroup, DenialStage } from './mapper.ts';
import { confidence, isUnproposable, proposedRule, rationale, ruleKey } from './mapper.ts';
import { securityNotes } from './security-notes.ts';

export interface DenialInput {
  host: string;
  port: number;
  binary: string;
  method?: string;
  path?: string;
  count?: number;
  stage?: DenialStage;
}

interface SandboxDrafts {
  chunks: Map<string, ChunkRecord>;
  draftVersion: number;
  pending: Map<string, DenialGroup>;
}

export class DraftStore {
  private readonly gateway: Gateway;
  private readonly bySandbox = new Map<string, SandboxDrafts>();

  constructor(gateway: Gateway) {
    this.gateway = gateway;
  }

  stateOf(sandboxId: string): SandboxDrafts {
    let state = this.bySandbox.get(sandboxId);
    if (!state) {
      state = { chunks: new Map(), draftVersion: 0, pending: new Map() };
      this.bySandbox.set(sandboxId, state);
    }
    return state;
  }

  forget(sandboxId: string): void {
    this.bySandbox.delete(sandboxId);
  }

  // ----- denials and flushing -----

  /** Records a denial the way the in-sandbox proxy does, including its OCSF DENIED audit line. */
  recordDenial(record: SandboxRecord, input: DenialInput): void {
    const count = Math.max(1, input.count ?? 1);
    const pid = 1000 + Math.floor(Math.random() * 8000);
    const binaryName = input.binary.split('/').pop() ?? input.binary;
    this.gateway.log(
      record,
      input.method && input.path
        ? httpDenied(binaryName, pid, input.method, `https://${input.host}${input.path}`)
        : networkDenied(binaryName, pid, input.host, input.port),
    );
    const key = `${input.host}|${input.port}|${input.binary}`;
    const now = Date.now();
    const pending = this.stateOf(record.id).pending;
    const group = pending.get(key) ?? {
      host: input.host,
      port: input.port,
      binary: input.binary,
      count: 0,
      samples: [],
      firstSeenMs: now,
      lastSeenMs: now,
      stage: 'l4_deny' as DenialStage,
    };
    group.count += count;
    group.lastSeenMs = now;
    group.stage = input.stage ?? (input.method && input.path ? 'l7_deny' : group.stage);
    if (input.method && input.path && !group.samples.some((s) => s.method === input.method && s.path === input.path)) {
      group.samples.push({ method: input.method, path: input.path });
    }
    pending.set(key, group);
  }

  /** Flushes every sandbox's aggregated denials (or one sandbox's). Returns the number of chunks created or updated. */
  flush(only?: SandboxRecord): number {
    const targets = only ? [only] : this.gateway.sandboxes.all();
    return targets.reduce((sum, record) => sum + this.flushSandbox(record), 0);
  }

  private flushSandbox(record: SandboxRecord): number {
    const state = this.stateOf(record.id);
    const groups = [...state.pending.values()].filter((g) => !isUnproposable(g.host));
    state.pending.clear();
    if (groups.length === 0) return 0;
    const touched = groups.map((group) => this.upsertChunk(record, state, group));
    state.draftVersion += 1;
    this.reconcile(record);
    this.gateway.log(record, gatewayLine('grpc::policy', 'SubmitPolicyAnalysis: persisted draft chunks'));
    this.autoApprove(record, touched);
    this.gateway.sandboxes.notify(record);
    return touched.length;
  }

  private upsertChunk(record: SandboxRecord, state: SandboxDrafts, group: DenialGroup): ChunkRecord {
    const existing = [...state.chunks.values()].find((chunk) => chunk.host === group.host && chunk.port === group.port && chunk.binary === group.binary);
    if (existing) {
      // a repeated observation counts, but never replaces the stored (possibly edited) proposal
      existing.hitCount += group.count;
      existing.lastSeenMs = group.lastSeenMs;
      if (existing.status === 'pending') this.reevaluate(existing);
      return existing;
    }
    const evaluation = this.evaluate(record, ruleKey(group.host, group.port), proposedRule(group), 'mechanistic');
    const chunk: ChunkRecord = {
      id: randomUUID(),
      sandboxId: record.id,
      status: 'pending',
      ruleName: evaluation.ruleName,
      proposedRule: evaluation.rule,
      rationale: rationale(group),
      securityNotes: securityNotes(evaluation.rule),
      confidence: confidence(group),
      denialSummaryIds: [randomUUID()],
      createdAtMs: Date.now(),
      decidedAtMs: 0,
      stage: group.stage,
      supersedesChunkId: '',
      hitCount: group.count,
      firstSeenMs: group.firstSeenMs,
      lastSeenMs: group.lastSeenMs,
      binary: group.binary,
      host: group.host,
      port: group.port,
      rejectionReason: '',
      evaluation: storedPart(evaluation),
    };
    state.chunks.set(chunk.id, chunk);
    return chunk;
  }

  /** Evaluates a proposal against the sandbox's live policy, the way the gateway does on submission. */
  private evaluate(record: SandboxRecord, ruleName: string, rule: NetworkPolicyRule, mode: EvaluationMode): ProposalEvaluation {
    return evaluateProposal(this.gateway.policies.currentPolicy(record.id), ruleName, rule, mode, this.gateway.options.profile.canonicalizesAdvisorProposals);
  }

  /** Re-evaluates a chunk's stored proposal against the live policy (nothing is stored). */
  evaluateStored(chunk: ChunkRecord): ProposalEvaluation {
    return evaluateProposal(this.gateway.policies.currentPolicy(chunk.sandboxId), chunk.ruleName, chunk.proposedRule, 'stored', false);
  }

  /** Stores a fresh evaluation with the chunk (what GetDraftPolicy serves from then on). */
  storeEvaluation(chunk: ChunkRecord, evaluation: ProposalEvaluation): void {
    chunk.ruleName = evaluation.ruleName;
    chunk.proposedRule = structuredClone(evaluation.rule);
    chunk.evaluation = storedPart(evaluation);
    chunk.lastSeenMs = Date.now();
  }

  reevaluate(chunk: ChunkRecord): void {
    this.storeEvaluation(chunk, this.evaluateStored(chunk));
  }

  /** Why the last attempt to apply a pending chunk failed, kept for the reviewer to see. */
  recordApplicationError(chunk: ChunkRecord, message: string): void {
    if (chunk.status !== 'pending') return;
    chunk.evaluation.applicationError = message.split(/\s*\n\s*/).join(' ');
    chunk.lastSeenMs = Date.now();
  }

  /**
   * Auto-rejects pending chunks that a newer twin supersedes and (HEAD) those the active policy already covers.
   */
  reconcile(record: SandboxRecord): void {
    const state = this.stateOf(record.id);
    const pending = [...state.chunks.values()].filter((c) => c.status === 'pending').sort((a, b) => b.createdAtMs - a.createdAtMs);
    const newestByTarget = new Map<string, ChunkRecord>();
    const active = this.gateway.policies.latestUsable(record.id);
    const rejectCovered = this.gateway.options.profile.rejectsCoveredChunks;
    for (const chunk of pending) {
      const target = `${chunk.host}|${chunk.port}|${chunk.binary}`;
      const newer = newestByTarget.get(target);
      if (newer) this.autoReject(chunk, `superseded by chunk ${newer.id}`);
      else if (rejectCovered && active && policyCoversRule(active.policy, chunk.proposedRule)) {
        this.autoReject(chunk, `covered by active policy revision ${active.version}`);
      } else newestByTarget.set(target, chunk);
    }
  }

  private autoReject(chunk: ChunkRecord, reason: string): void {
    chunk.status = 'rejected';
    chunk.rejectionReason = reason;
    chunk.decidedAtMs = Date.now();
  }

  /** proposal_approval_mode=auto approves, one by one, the new proposals the prover finds nothing new in. */
  private autoApprove(record: SandboxRecord, touched: ChunkRecord[]): void {
    const mode = this.gateway.policies.effectiveSetting(record.id, 'proposal_approval_mode')?.string_value;
    if (mode !== 'auto' || this.gateway.policies.globalPolicyActive()) return;
    for (const chunk of touched) {
      if (chunk.status !== 'pending' || chunk.evaluation.validationResult !== NO_NEW_FINDINGS) continue;
      try {
        const merged = mergePolicy(this.gateway.policies.currentPolicy(record.id), [{ kind: 'add_rule', ruleName: chunk.ruleName, rule: chunk.proposedRule }]);
        this.gateway.policies.submit(record, merged.policy);
        this.markApproved(chunk);
      } catch (error) {
        // the chunk stays pending for a human, with the reason on it
        if (!(error instanceof PolicyMergeError)) throw error;
        this.recordApplicationError(chunk, error.message);
      }
    }
  }

  // ----- chunks -----

  chunks(sandboxId: string): ChunkRecord[] {
    return [...this.stateOf(sandboxId).chunks.values()].sort((a, b) => b.createdAtMs - a.createdAtMs);
  }

  requireChunk(sandboxId: string, chunkId: string): ChunkRecord {
    const chunk = this.stateOf(sandboxId).chunks.get(chunkId);
    if (!chunk) throw notFound('chunk not found');
    return chunk;
  }

  deleteChunk(sandboxId: string, chunkId: string): void {
    this.stateOf(sandboxId).chunks.delete(chunkId);
  }

  markApproved(chunk: ChunkRecord): void {
    chunk.status = 'approved';
    chunk.decidedAtMs = Date.now();
    chunk.rejectionReason = '';
    chunk.evaluation.applicationError = '';
  }

  draftVersion(sandboxId: string): number {
    return this.stateOf(sandboxId).draftVersion;
  }

  /** The chunk as stored: its evaluation is not recomputed on read. */
  toWire(chunk: ChunkRecord): PolicyChunk {
    const { evaluation } = chunk;
    const candidate = evaluation.candidateEffectivePolicy;
    return {
      id: chunk.id,
      status: chunk.status,
      rule_name: chunk.ruleName,
      proposed_rule: structuredClone(chunk.proposedRule),
      rationale: chunk.rationale,
      security_notes: chunk.securityNotes,
      confidence: chunk.confidence,
      denial_summary_ids: [...chunk.denialSummaryIds],
      created_at_ms: chunk.createdAtMs,
      decided_at_ms: chunk.decidedAtMs,
      stage: chunk.stage,
      supersedes_chunk_id: chunk.supersedesChunkId,
      hit_count: chunk.hitCount,
      first_seen_ms: chunk.firstSeenMs,
      last_seen_ms: chunk.lastSeenMs,
      binary: chunk.binary,
      validation_result: evaluation.validationResult,
      rejection_reason: chunk.rejectionReason,
      application_error: evaluation.applicationError,
      review_token: evaluation.reviewToken,
      current_effective_policy_hash: policyHash(evaluation.currentEffectivePolicy),
      candidate_effective_policy_hash: candidate ? policyHash(candidate) : '',
      current_effective_policy: structuredClone(evaluation.currentEffectivePolicy),
      ...(candidate ? { candidate_effective_policy: structuredClone(candidate) } : {}),
    };
  }
}

function storedPart(evaluation: ProposalEvaluation): ChunkEvaluation {
  const { ruleName: _ruleName, rule: _rule, ...stored } = evaluation;
  return structuredClone(stored);
}
