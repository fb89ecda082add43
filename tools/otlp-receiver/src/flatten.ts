// Decoded OTLP requests turned into flat records a test can assert on: attributes as plain objects, ids as hex,
// nanosecond timestamps as decimal strings (they exceed 2^53).
import type protobuf from 'protobufjs';
import { ExportLogsServiceRequest, ExportTraceServiceRequest } from './schema.ts';

export type AnyValue = string | number | boolean | Uint8Array | AnyValue[] | { [key: string]: AnyValue } | null;
export type Attributes = Record<string, AnyValue>;

export interface ReceivedLogRecord {
  resource: Attributes;
  scope: { name: string; version: string };
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  body: AnyValue;
  attributes: Attributes;
  traceId: string;
  spanId: string;
  eventName: string;
}

export interface ReceivedSpan {
  resource: Attributes;
  scope: { name: string; version: string };
  traceId: string;
  spanId: string;
  parentSpanId: string;
  traceState: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Attributes;
  events: { name: string; timeUnixNano: string; attributes: Attributes }[];
  status: { code: number; message: string };
}

// protobufjs toObject output is untyped.
type Plain = any;

const TO_OBJECT: protobuf.IConversionOptions = { longs: String, bytes: Array, defaults: true, arrays: true, oneofs: true };

/** `oneofs: true` names the member that was set in `value`, so an empty string or a zero still reads as set. */
function anyValue(value: Plain): AnyValue {
  switch (value?.value) {
    case 'stringValue':
      return value.stringValue;
    case 'boolValue':
      return value.boolValue;
    case 'intValue':
      return Number(value.intValue);
    case 'doubleValue':
      return value.doubleValue;
    case 'arrayValue':
      return (value.arrayValue.values ?? []).map(anyValue);
    case 'kvlistValue':
      return attributes(value.kvlistValue.values);
    case 'bytesValue':
      return Uint8Array.from(value.bytesValue);
    default:
      return null;
  }
}

export function attributes(list: Plain[] | undefined): Attributes {
  const result: Attributes = {};
  for (const pair of list ?? []) result[pair.key] = anyValue(pair.value);
  return result;
}

function hex(bytes: number[] | undefined): string {
  return Buffer.from(bytes ?? []).toString('hex');
}

function scopeOf(scope: Plain): { name: string; version: string } {
  return { name: scope?.name ?? '', version: scope?.version ?? '' };
}

export function logRecordsOf(body: Uint8Array): ReceivedLogRecord[] {
  const request = ExportLogsServiceRequest.toObject(ExportLogsServiceRequest.decode(body), TO_OBJECT);
  const records: ReceivedLogRecord[] = [];
  for (const resourceLogs of request.resourceLogs) {
    const resource = attributes(resourceLogs.resource?.attributes);
    for (const scopeLogs of resourceLogs.scopeLogs) {
      for (const record of scopeLogs.logRecords) {
        records.push({
          resource,
          scope: scopeOf(scopeLogs.scope),
          timeUnixNano: record.timeUnixNano,
          observedTimeUnixNano: record.observedTimeUnixNano,
          severityNumber: record.severityNumber,
          severityText: record.severityText,
          body: anyValue(record.body),
          attributes: attributes(record.attributes),
          traceId: hex(record.traceId),
          spanId: hex(record.spanId),
          eventName: record.eventName,
        });
      }
    }
  }
  return records;
}

export function spansOf(body: Uint8Array): ReceivedSpan[] {
  const request = ExportTraceServiceRequest.toObject(ExportTraceServiceRequest.decode(body), TO_OBJECT);
  const spans: ReceivedSpan[] = [];
  for (const resourceSpans of request.resourceSpans) {
    const resource = attributes(resourceSpans.resource?.attributes);
    for (const scopeSpans of resourceSpans.scopeSpans) {
      for (const span of scopeSpans.spans) {
        spans.push({
          resource,
          scope: scopeOf(scopeSpans.scope),
          traceId: hex(span.traceId),
          spanId: hex(span.spanId),
          parentSpanId: hex(span.parentSpanId),
          traceState: span.traceState,
          name: span.name,
          kind: span.kind,
          startTimeUnixNano: span.startTimeUnixNano,
          endTimeUnixNano: span.endTimeUnixNano,
          attributes: attributes(span.attributes),
          events: span.events.map((event: Plain) => ({ name: event.name, timeUnixNano: event.timeUnixNano, attributes: attributes(event.attributes) })),
          status: { code: span.status?.code ?? 0, message: span.status?.message ?? '' },
        });
      }
    }
  }
  return spans;
}
