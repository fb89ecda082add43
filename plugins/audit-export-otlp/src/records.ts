import type { AuditExportRecord } from '@portcullis/plugin-audit';
import type { AttributeValue, OtlpLogRecord } from './protobuf.ts';

// How an audit row becomes an OpenTelemetry log record (docs/audit-export.md §4): the row's fields as
// `portcullis.audit.*` attributes, the client address under its semantic-convention name, the detail as JSON text
// (a SIEM indexes it as one field; nested attributes would be flattened differently by each backend).

const INFO = 9;
const WARN = 13;
const NS_PER_MS = 1_000_000n;

function severity(record: AuditExportRecord): { number: number; text: string } {
  return record.outcome === 'failed' || record.outcome === 'unknown' ? { number: WARN, text: 'WARN' } : { number: INFO, text: 'INFO' };
}

function summary(record: AuditExportRecord): string {
  const resource = record.resource_id === null ? record.resource_type : `${record.resource_type}/${record.resource_id}`;
  return `${record.actor} ${record.action} ${resource}${record.outcome ? ` (${record.outcome})` : ''}`;
}

function attributes(record: AuditExportRecord): Record<string, AttributeValue> {
  return {
    'portcullis.audit.id': record.id,
    'portcullis.audit.action': record.action,
    'portcullis.audit.actor': record.actor,
    'portcullis.audit.actor_type': record.actor_type,
    'portcullis.audit.resource_type': record.resource_type,
    'portcullis.audit.resource_id': record.resource_id,
    'portcullis.audit.gateway': record.gateway,
    'portcullis.audit.outcome': record.outcome,
    'portcullis.audit.intent_id': record.intent_id,
    'portcullis.audit.request_id': record.request_id,
    'portcullis.audit.detail': record.detail === null ? null : JSON.stringify(record.detail),
    'portcullis.audit.hash': record.hash,
    'portcullis.audit.prev_hash': record.prev_hash,
    'portcullis.audit.hash_alg': record.hash_alg,
    'client.address': record.client_ip,
  };
}

export function logRecordOf(record: AuditExportRecord, observedMs: number): OtlpLogRecord {
  const level = severity(record);
  return {
    timeUnixNano: BigInt(Date.parse(record.timestamp)) * NS_PER_MS,
    observedTimeUnixNano: BigInt(observedMs) * NS_PER_MS,
    severityNumber: level.number,
    severityText: level.text,
    body: summary(record),
    eventName: `portcullis.audit.${record.action}`,
    attributes: attributes(record),
  };
}
