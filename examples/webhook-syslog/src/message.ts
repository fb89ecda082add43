import type { DeliveryEvent, Severity } from '@portcullis/plugin-webhooks';
import { summaryLine } from '@portcullis/plugin-webhooks';
import { FACILITIES, type Settings } from './settings.ts';

// One event as an RFC 5424 message:
//   <PRI>1 TIMESTAMP HOSTNAME APP-NAME PROCID MSGID [portcullis@32473 delivery=".." webhook=".." attempt=".."] MSG
// 32473 is the private enterprise number RFC 5612 reserves for examples; a real deployment uses its own.

/** Receivers must accept 480 bytes and should accept 2048 (RFC 5426); longer messages lose the end of MSG. */
export const MAX_MESSAGE_BYTES = 2048;
const FIRST_LOCAL_FACILITY = 16;
const BOM = '\uFEFF';

// emergency 0 ... debug 7
const SYSLOG_SEVERITY: Record<Severity, number> = { critical: 2, warning: 4, success: 5, info: 6 };

export interface MessageFields {
  hostname: string;
  deliveryId: string;
  webhookId: string;
  attempt: number;
}

/** PRINTUSASCII only, at most `max` characters, `-` (the nil value) when nothing is left. */
function header(value: string, max: number): string {
  const printable = value.replace(/[^\x21-\x7e]/g, '').slice(0, max);
  return printable || '-';
}

/** A structured-data parameter value: `"`, `\` and `]` escaped. */
function parameter(value: string): string {
  return value.replace(/["\\\]]/g, (character) => `\\${character}`);
}

/** Cuts `text` to at most `maxBytes` of UTF-8 without splitting a character. */
function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let cut = text.slice(0, maxBytes);
  while (Buffer.byteLength(`${cut}…`) > maxBytes) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function syslogMessage(event: DeliveryEvent, fields: MessageFields, settings: Settings): string {
  const priority = (FIRST_LOCAL_FACILITY + FACILITIES.indexOf(settings.facility)) * 8 + SYSLOG_SEVERITY[event.severity];
  const data = `[portcullis@32473 delivery="${parameter(fields.deliveryId)}" webhook="${parameter(fields.webhookId)}" attempt="${fields.attempt}"]`;
  const head = `<${priority}>1 ${event.timestamp} ${header(fields.hostname, 255)} ${header(settings.app_name, 48)} - ${header(event.name, 32)} ${data} `;
  const text = `${BOM}${summaryLine(event)} ${JSON.stringify(event.data)}`;
  return head + cutToBytes(text, MAX_MESSAGE_BYTES - Buffer.byteLength(head));
}
