// Draft policy chunks per sandbox: denials are aggregated by (host, port, binary) and flushed into chunks on a tick,
// as the supervisor's aggregator plus the gateway's SubmitPolicyAnalysis handling do upstream (contract §d.1).
import { createHash, randomUUID } from 'node:crypto';
import type { PolicyChunk } from '@portcullis/proto/generated/openshell/v1/PolicyChunk';
import { failedPrecondition, notFound } from '../grpc/errors.ts';
import { policyHash } from '../policy/canonical.ts';
import { addRule, isCovered } from '../policy/merge.ts';
import { gatewayLine, httpDenied, networkDenied } from '../state/log-lines.ts';
import { confidence, isUnproposable, proposedRule, rationale, ruleKey } from './mapper.ts';
import type { DenialGroup, DenialStage } from './mapper.ts';
import { securityNotes } from './security-notes.ts';
import type { Gateway } from '../state/gateway.ts';
import type { ChunkRecord, SandboxPolicy, SandboxRecord } from '../state/types.ts';

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
  /** Every token handed out per chunk, to tell a stale token from a wrong one. */
  issuedTokens: Map<string, Set<string>>;
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
      state = { chunks: new Map(), draftVersion: 0, pending: new Map(), issuedTokens: new Map() };
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
    this.gateway.log(record, input.method && input.path
      ? httpDenied(binaryName, pid, input.method, `https://${input.host}${input.path}`)
      : networkDenied(binaryName, pid, input.host, input.port));
    const key = `${input.host}|${input.port}|${input.binary}`;
    const now = Date.now();
    const pending = this.stateOf(record.id).pending;
    const group = pending.get(key) ?? {
      host: input.host, port: input.port, binary: input.binary, count: 0, samples: [], firstSeenMs: now,
      lastSeenMs: now, stage: 'l4_deny' as DenialStage,
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
    const existing = [...state.chunks.values()].find((chunk) =>
      chunk.host === group.host && chunk.port === group.port && chunk.binary === group.binary);
    if (existing) {
      existing.hitCount += group.count;
      existing.lastSeenMs = group.lastSeenMs;
      if (existing.status === 'pending' && group.samples.length > 0) this.widenSamples(existing, group);
      return existing;
    }
    const rule = proposedRule(group);
    const chunk: ChunkRecord = {
      id: randomUUID(), sandboxId: record.id, status: 'pending', ruleName: ruleKey(group.host, group.port),
      proposedRule: rule, rationale: rationale(group), securityNotes: securityNotes(rule), confidence: confidence(group),
      denialSummaryIds: [randomUUID()], createdAtMs: Date.now(), decidedAtMs: 0, stage: group.stage,
      supersedesChunkId: '', hitCount: group.count, firstSeenMs: group.firstSeenMs, lastSeenMs: group.lastSeenMs,
      binary: group.binary, host: group.host, port: group.port, rejectionReason: '', editGeneration: 0,
    };
    state.chunks.set(chunk.id, chunk);
    return chunk;
  }

  /** New L7 samples for a pending chunk extend its allow list (and so change its review token). */
  private widenSamples(chunk: ChunkRecord, group: DenialGroup): void {
    const endpoint = chunk.proposedRule.endpoints?.[0];
    if (!endpoint) return;
    const rules = (endpoint.rules ??= []);
    for (const { method, path } of group.samples) {
      if (!rules.some((r) => r.allow?.method === method && r.allow?.path === path)) rules.push({ allow: { method, path } });
    }
    endpoint.protocol = 'rest';
    endpoint.enforcement = 'enforce';
  }

  /** Auto-rejects pending chunks that an older/newer twin supersedes or that the active policy already covers. */
  reconcile(record: SandboxRecord): void {
    const state = this.stateOf(record.id);
    const pending = [...state.chunks.values()].filter((c) => c.status === 'pending')
      .sort((a, b) => b.createdAtMs - a.createdAtMs);
    const newestByTarget = new Map<string, ChunkRecord>();
    const active = this.gateway.policies.latestUsable(record.id);
    for (const chunk of pending) {
      const target = `${chunk.host}|${chunk.port}|${chunk.binary}`;
      const newer = newestByTarget.get(target);
      if (newer) this.autoReject(chunk, `superseded by chunk ${newer.id}`);
      else if (active && isCovered(active.policy, chunk.host, chunk.port, chunk.binary)) {
        this.autoReject(chunk, `covered by active policy revision ${active.version}`);
      } else newestByTarget.set(target, chunk);
    }
  }

  private autoReject(chunk: ChunkRecord, reason: string): void {
    chunk.status = 'rejected';
    chunk.rejectionReason = reason;
    chunk.decidedAtMs = Date.now();
  }

  private autoApprove(record: SandboxRecord, touched: ChunkRecord[]): void {
    const mode = this.gateway.policies.effectiveSetting(record.id, 'proposal_approval_mode')?.string_value;
    if (mode !== 'auto' || this.gateway.policies.globalPolicyActive()) return;
    const eligible = touched.filter((c) => c.status === 'pending' && !c.securityNotes);
    if (eligible.length === 0) return;
    const policy = this.gateway.policies.currentPolicy(record.id);
    for (const chunk of eligible) addRule(policy, chunk.ruleName, chunk.proposedRule);
    this.gateway.policies.submit(record, policy);
    for (const chunk of eligible) this.markApproved(chunk);
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
  }

  /** Ties a review to the exact inputs: the chunk, its proposed rule and the sandbox's latest policy. */
  reviewToken(chunk: ChunkRecord): string {
    const currentHash = this.gateway.policies.latestUsable(chunk.sandboxId)?.policyHash ?? '';
    const digest = createHash('sha256')
      .update(`${chunk.id}|${policyHash(chunk.proposedRule)}|${currentHash}|${chunk.editGeneration}`)
      .digest('base64url');
    const token = `rt1.${digest.slice(0, 32)}`;
    const issued = this.stateOf(chunk.sandboxId).issuedTokens;
    issued.set(chunk.id, (issued.get(chunk.id) ?? new Set()).add(token));
    return token;
  }

  /** HEAD: an approval must echo the token of the chunk as the reviewer saw it. */
  assertFreshToken(chunk: ChunkRecord, token: string): void {
    if (!token && !this.gateway.options.requireReviewToken) return;
    const current = this.reviewToken(chunk);
    if (token === current) return;
    const wasIssued = this.stateOf(chunk.sandboxId).issuedTokens.get(chunk.id)?.has(token) ?? false;
    throw failedPrecondition(wasIssued
      ? 'proposal inputs changed since review; refetch the draft policy and review again'
      : 'review token does not match the current proposal; refetch the draft policy');
  }

  draftVersion(sandboxId: string): number {
    return this.stateOf(sandboxId).draftVersion;
  }

  toWire(chunk: ChunkRecord): PolicyChunk {
    const current: SandboxPolicy = this.gateway.policies.currentPolicy(chunk.sandboxId);
    let candidate: SandboxPolicy | undefined = structuredClone(current);
    let applicationError = '';
    try {
      addRule(candidate, chunk.ruleName, chunk.proposedRule);
    } catch (error) {
      applicationError = (error as Error).message;
      candidate = undefined;
    }
    return {
      id: chunk.id, status: chunk.status, rule_name: chunk.ruleName, proposed_rule: structuredClone(chunk.proposedRule),
      rationale: chunk.rationale, security_notes: chunk.securityNotes, confidence: chunk.confidence,
      denial_summary_ids: [...chunk.denialSummaryIds], created_at_ms: chunk.createdAtMs,
      decided_at_ms: chunk.decidedAtMs, stage: chunk.stage, supersedes_chunk_id: chunk.supersedesChunkId,
      hit_count: chunk.hitCount, first_seen_ms: chunk.firstSeenMs, last_seen_ms: chunk.lastSeenMs,
      binary: chunk.binary, validation_result: candidate ? 'valid' : 'invalid', rejection_reason: chunk.rejectionReason,
      application_error: applicationError, review_token: this.reviewToken(chunk),
      current_effective_policy_hash: policyHash(current),
      candidate_effective_policy_hash: candidate ? policyHash(candidate) : '',
      current_effective_policy: current,
      ...(candidate ? { candidate_effective_policy: candidate } : {}),
    };
  }
}
