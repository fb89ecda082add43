import type { ProviderRecord, SandboxRecord } from './types.ts';

/** The wire `metadata` of a stored object; only sandboxes are deleted asynchronously (docs/openshell-0.0.md §g.3). */
export function wireMetadata(record: SandboxRecord | ProviderRecord) {
  return {
    id: record.id,
    name: record.name,
    created_at_ms: record.createdAtMs,
    labels: { ...record.labels },
    resource_version: record.resourceVersion,
    annotations: { ...record.annotations },
    workspace: record.workspace,
    deletion_timestamp_ms: 'deletionTimestampMs' in record ? record.deletionTimestampMs : 0,
  };
}
