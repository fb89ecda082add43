import type { PolicyDocument } from '../document/schema.ts';
import { fromWirePolicy } from '../document/wire.ts';

// Revision records as the API shows them: timestamps as ISO strings, status without the enum prefix.

export interface RevisionJson {
  version: number;
  status: string;
  policy_hash: string;
  created_at: string | null;
  loaded_at: string | null;
  load_error: string | null;
  provenance?: Record<string, string>;
}

type WireRevision = {
  version?: number;
  status?: string | number;
  policy_hash?: string;
  load_error?: string;
  created_at_ms?: number | string;
  loaded_at_ms?: number | string;
  provenance?: Record<string, string>;
  policy?: unknown;
};

function iso(ms: number | string | undefined): string | null {
  const value = Number(ms ?? 0);
  return value > 0 ? new Date(value).toISOString() : null;
}

/** `POLICY_STATUS_LOADED` → `loaded`; unknown numeric values (open enum) → `unknown`. */
export function statusName(status: string | number | undefined): string {
  return typeof status === 'string' ? status.replace(/^POLICY_STATUS_/, '').toLowerCase() : 'unknown';
}

export function revisionJson(revision: WireRevision | null | undefined, options: { provenance?: boolean } = {}): RevisionJson | null {
  if (!revision?.version) return null;
  return {
    version: revision.version,
    status: statusName(revision.status),
    policy_hash: revision.policy_hash ?? '',
    created_at: iso(revision.created_at_ms),
    loaded_at: iso(revision.loaded_at_ms),
    load_error: revision.load_error || null,
    ...(options.provenance ? { provenance: revision.provenance ?? {} } : {}),
  };
}

export function revisionPolicy(revision: WireRevision | null | undefined): PolicyDocument {
  return fromWirePolicy((revision?.policy ?? null) as Record<string, unknown> | null);
}
