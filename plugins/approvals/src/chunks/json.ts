import type { PolicyChunk } from '@portcullis/plugin-gateways';
import type { NetworkRule } from '@portcullis/plugin-policies';
import { z } from 'zod';
import type { ShownStatus } from './status.ts';

// A chunk as the API shows it (docs/decisions.md §5). Method and path come from the proposed rule's first L7 allow
// rule, which is where the gateway puts what it saw blocked; an L4 denial has neither.

export const chunkJsonSchema = z.object({
  chunk_id: z.string(),
  sandbox: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'dismissed']),
  rule_name: z.string(),
  endpoint: z.object({ host: z.string().nullable(), port: z.number().int().nullable() }),
  method: z.string().nullable(),
  path: z.string().nullable(),
  binary: z.string(),
  suggested_action: z.object({ rule_name: z.string(), rule: z.record(z.string(), z.unknown()).nullable() }),
  rationale: z.string(),
  security_flagged: z.boolean(),
  security_notes: z.string(),
  confidence: z.number(),
  hit_count: z.number().int(),
  first_seen: z.string().nullable(),
  last_seen: z.string().nullable(),
  stage: z.string(),
  /** The gateway's token for this evaluation of the chunk (HEAD; null before): send it back with a decision. */
  review_token: z.string().nullable(),
  upstream_status: z.string().optional(),
  rejection_reason: z.string().optional(),
});

export type ChunkJson = z.output<typeof chunkJsonSchema>;

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** The proposed rule in our document's form. */
export function ruleOf(chunk: PolicyChunk): NetworkRule | null {
  return chunk.proposedRule as NetworkRule | null;
}

function blocked(rule: NetworkRule | null): Pick<ChunkJson, 'endpoint' | 'method' | 'path'> {
  const endpoint = rule?.endpoints[0];
  const allow = endpoint?.rules?.find((l7) => l7.allow.method || l7.allow.path)?.allow;
  return {
    endpoint: { host: endpoint?.host ?? null, port: endpoint?.port ?? endpoint?.ports?.[0] ?? null },
    method: allow?.method ?? null,
    path: allow?.path ?? null,
  };
}

/** The upstream chunk shown with our status (which differs after a clear or an undone rejection). */
export function chunkJson(chunk: PolicyChunk, sandbox: string, status: ShownStatus = chunk.status as ShownStatus): ChunkJson {
  const rule = ruleOf(chunk);
  const rejected = chunk.status === 'rejected' || status === 'rejected';
  return {
    chunk_id: chunk.id,
    sandbox,
    status,
    rule_name: chunk.ruleName,
    ...blocked(rule),
    binary: chunk.binary,
    suggested_action: { rule_name: chunk.ruleName, rule: rule as Record<string, unknown> | null },
    rationale: chunk.rationale,
    security_flagged: chunk.securityNotes.trim() !== '',
    security_notes: chunk.securityNotes,
    // float on the wire: 0.65 arrives as 0.6499999761581421
    confidence: Math.round(chunk.confidence * 1000) / 1000,
    hit_count: chunk.hitCount,
    first_seen: iso(chunk.firstSeenAt),
    last_seen: iso(chunk.lastSeenAt),
    stage: chunk.stage,
    review_token: chunk.reviewToken || null,
    ...(status !== chunk.status ? { upstream_status: chunk.status } : {}),
    ...(rejected && chunk.rejectionReason ? { rejection_reason: chunk.rejectionReason } : {}),
  };
}

/** A snapshot we kept, shown with the status we give it now. */
export function withStatus(snapshot: ChunkJson, status: ShownStatus, upstreamStatus: string): ChunkJson {
  const { upstream_status: _previous, ...rest } = snapshot;
  return { ...rest, status, ...(status !== upstreamStatus ? { upstream_status: upstreamStatus } : {}) };
}
