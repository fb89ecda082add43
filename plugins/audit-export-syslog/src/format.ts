import type { AuditExportRecord } from '@portcullis/plugin-audit';

// An audit row as an RFC 5424 message (docs/audit-export.md §2): MSGID is the action, the row's fields are
// one SD-ELEMENT, and MSG is the whole row as JSON (after a BOM, so receivers know it is UTF-8). The SD-ID carries
// enterprise number 32473, the one RFC 5612 reserves for documentation: Portcullis has no number of its own.

export const SD_ID = 'portcullis@32473';
const BOM = '\uFEFF';
const INFORMATIONAL = 6;
const WARNING = 4;

/** PRINTUSASCII without spaces, at most `width` (RFC 5424 §6); NILVALUE when nothing is left. */
export function headerField(value: string | null, width: number): string {
  const printable = (value ?? '').replace(/[^\x21-\x7e]/g, '').slice(0, width);
  return printable === '' ? '-' : printable;
}

/** PARAM-VALUE escapes `"`, `\` and `]` (RFC 5424 §6.3.3). */
function paramValue(value: string): string {
  return value.replace(/["\\\]]/g, (char) => `\\${char}`);
}

function structuredData(record: AuditExportRecord): string {
  const params: Array<[string, string | number | null]> = [
    ['id', record.id],
    ['actor', record.actor],
    ['actor_type', record.actor_type],
    ['action', record.action],
    ['resource_type', record.resource_type],
    ['resource_id', record.resource_id],
    ['gateway', record.gateway],
    ['outcome', record.outcome],
    ['intent_id', record.intent_id],
    ['request_id', record.request_id],
    ['client_ip', record.client_ip],
    ['hash', record.hash],
    ['prev_hash', record.prev_hash],
  ];
  const present = params.filter(([, value]) => value !== null).map(([name, value]) => ` ${name}="${paramValue(String(value))}"`);
  return `[${SD_ID}${present.join('')}]`;
}

export interface MessageHeader {
  facility: number;
  hostname: string;
  appName: string;
}

export function syslogMessage(record: AuditExportRecord, header: MessageHeader): string {
  const severity = record.outcome === 'failed' || record.outcome === 'unknown' ? WARNING : INFORMATIONAL;
  return [
    `<${header.facility * 8 + severity}>1`,
    record.timestamp,
    headerField(header.hostname, 255),
    headerField(header.appName, 48),
    '-',
    headerField(record.action, 32),
    structuredData(record),
    `${BOM}${JSON.stringify(record)}`,
  ].join(' ');
}

/** Octet-counting framing (RFC 6587 §3.4.1): the length in bytes, a space, the message. */
export function octetCounted(message: string): Buffer {
  const body = Buffer.from(message, 'utf8');
  return Buffer.concat([Buffer.from(`${body.length} `, 'latin1'), body]);
}
