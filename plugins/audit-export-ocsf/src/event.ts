import type { AuditExportRecord } from '@portcullis/plugin-audit';
import { ACCOUNT_CHANGE, AUTHORIZE_SESSION, type Classification, classify } from './classes.ts';

// An audit row as an OCSF 1.3 event (docs/audit-export.md §3). The attributes every class shares come first;
// each class then adds what it requires (API Activity: api; Account Change: the user changed; Authorize Session:
// the user and the privileges or group granted). What OCSF has no place for (the hash chain, the detail) goes to
// `unmapped`, so nothing in the row is lost.

export const OCSF_VERSION = '1.3.0';
const INFORMATIONAL = 1;

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function status(record: AuditExportRecord): { status_id: number; status: string } {
  if (record.outcome === 'failed' || record.action.endsWith('_failed')) return { status_id: 2, status: 'Failure' };
  if (record.outcome === 'pending' || record.outcome === 'unknown') return { status_id: 99, status: record.outcome === 'pending' ? 'Pending' : 'Unknown' };
  return { status_id: 1, status: 'Success' };
}

function actor(record: AuditExportRecord): Json {
  return { user: { name: record.actor, uid: record.actor } };
}

/** Where the request came from; a row without a client address was written by the service itself. */
function srcEndpoint(record: AuditExportRecord): Json {
  return record.client_ip ? { ip: record.client_ip } : { name: 'portcullis' };
}

function resources(record: AuditExportRecord): Json[] {
  const list: Json[] = [
    { type: record.resource_type, name: record.resource_id ?? record.resource_type, ...(record.resource_id ? { uid: record.resource_id } : {}) },
  ];
  if (record.gateway && record.resource_type !== 'gateway') list.push({ type: 'gateway', name: record.gateway, uid: record.gateway });
  return list;
}

/** The user an account or authorization row is about, from the row's detail where its writer put it. */
function subjectUser(record: AuditExportRecord): Json {
  const detail = record.detail ?? {};
  const name = text(detail.subject) ?? text(detail.email) ?? text(detail.username) ?? text(detail.name);
  const uid = text(detail.user_id) ?? record.resource_id ?? undefined;
  const email = text(detail.email);
  const user = { ...(name ? { name } : {}), ...(uid ? { uid } : {}), ...(email ? { email_addr: email } : {}) };
  return Object.keys(user).length > 0 ? user : { name: record.actor };
}

function classAttributes(record: AuditExportRecord, classification: Classification): Json {
  if (classification.ocsfClass === ACCOUNT_CHANGE) return { user: subjectUser(record) };
  if (classification.ocsfClass === AUTHORIZE_SESSION) {
    const detail = record.detail ?? {};
    if (record.action.startsWith('group.'))
      return {
        user: subjectUser(record),
        group: { ...(record.resource_id ? { uid: record.resource_id } : {}), name: text(detail.group) ?? record.resource_id ?? 'group' },
      };
    const role = text(detail.role) ?? text(detail.previous_role) ?? 'none';
    return { user: subjectUser(record), privileges: [text(detail.workspace) ? `${detail.workspace}:${role}` : role] };
  }
  return { api: { operation: record.action, ...(record.request_id ? { request: { uid: record.request_id } } : {}) }, resources: resources(record) };
}

export function ocsfEvent(record: AuditExportRecord, productVersion: string): Json {
  const classification = classify(record.action);
  const { ocsfClass } = classification;
  return {
    class_uid: ocsfClass.classUid,
    class_name: ocsfClass.className,
    category_uid: ocsfClass.categoryUid,
    category_name: ocsfClass.categoryName,
    activity_id: classification.activityId,
    activity_name: classification.activityName,
    type_uid: ocsfClass.classUid * 100 + classification.activityId,
    type_name: `${ocsfClass.className}: ${classification.activityName}`,
    time: Date.parse(record.timestamp),
    severity_id: INFORMATIONAL,
    severity: 'Informational',
    ...status(record),
    message: `${record.actor} ${record.action}`,
    metadata: {
      version: OCSF_VERSION,
      uid: String(record.id),
      log_name: 'audit',
      ...(record.request_id ? { correlation_uid: record.request_id } : {}),
      product: { name: 'Portcullis', vendor_name: 'Portcullis', version: productVersion },
    },
    actor: actor(record),
    src_endpoint: srcEndpoint(record),
    ...classAttributes(record, classification),
    unmapped: {
      audit_id: record.id,
      actor_type: record.actor_type,
      outcome: record.outcome,
      intent_id: record.intent_id,
      gateway: record.gateway,
      resource_type: record.resource_type,
      resource_id: record.resource_id,
      detail: record.detail,
      hash: record.hash,
      prev_hash: record.prev_hash,
      hash_alg: record.hash_alg,
    },
  };
}
