import { defineExtensionPoint } from '@portcullis/core';
import { z } from 'zod';
import type { AuditEntryJson } from '../entry.ts';

// An audit export lane (docs/audit-export.md §1): a plugin that formats a batch of audit rows and hands it to one SIEM
// transport. The engine (this plugin) owns everything else: the durable cursor per lane, one runner across
// replicas, batching, retries with backoff, backpressure and the lag metric. Lanes never name each other.

/** One audit row as a lane receives it: the entry clients see, plus its links in the hash chain. */
export interface AuditExportRecord extends AuditEntryJson {
  /** This row's chain hash (hex); a SIEM can check that each `prev_hash` is the previous row's `hash`. */
  hash: string;
  prev_hash: string;
  /** `sha256` or `hmac-sha256:<key id>`. */
  hash_alg: string;
}

export interface AuditExportLane {
  /** The cursor's key, and the `lane` label of the metrics: lower-case letters, digits and `-`. */
  name: string;
  /** One line for the console and /api/audit/export-lanes: where the lane sends. */
  description: string;
  /**
   * Delivers the batch (oldest first) and resolves only once the receiver has taken it: the cursor then moves past
   * its last row. A rejection leaves the cursor where it was; the whole batch is offered again after a backoff.
   */
  send(batch: AuditExportRecord[], signal: AbortSignal): Promise<void>;
}

const laneSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9-]{0,62}$/, { error: 'must be lower-case letters, digits and -, at most 63' }),
  description: z.string().min(1),
  send: z.function(),
});

export const auditExportLanes = defineExtensionPoint<AuditExportLane>('audit.export-lane', { schema: laneSchema });
