import type { PolicyRevision } from '@portcullis/plugin-gateways';
import type { PolicyDocument } from '../document/schema.ts';

// Revision records as the API shows them: timestamps as ISO strings, status in lower case (`unknown` for one the
// gateway's wire names and ours does not).

export interface RevisionJson {
  version: number;
  status: string;
  policy_hash: string;
  created_at: string | null;
  loaded_at: string | null;
  load_error: string | null;
  provenance?: Record<string, string>;
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

export function revisionJson(revision: PolicyRevision | null, options: { provenance?: boolean } = {}): RevisionJson | null {
  if (!revision?.version) return null;
  return {
    version: revision.version,
    status: revision.status === 'unspecified' ? 'unknown' : revision.status,
    policy_hash: revision.policyHash,
    created_at: iso(revision.createdAt),
    loaded_at: iso(revision.loadedAt),
    load_error: revision.loadError || null,
    ...(options.provenance ? { provenance: revision.provenance } : {}),
  };
}

/** The revision's document, as the gateway holds it (validated by the gateway, shaped by its wire line). */
export function revisionPolicy(revision: PolicyRevision | null): PolicyDocument {
  return (revision?.policy ?? {}) as PolicyDocument;
}
