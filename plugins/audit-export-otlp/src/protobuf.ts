import protobuf from 'protobufjs';

// The OTLP logs request (opentelemetry-proto collector/logs/v1, logs/v1, common/v1, resource/v1), written field by
// field: the lane sends one message type, and writing it directly needs no .proto files at run time.

export type AttributeValue = string | number | boolean | null | AttributeValue[] | { [key: string]: AttributeValue };

export interface OtlpLogRecord {
  timeUnixNano: bigint;
  observedTimeUnixNano: bigint;
  severityNumber: number;
  severityText: string;
  body: string;
  eventName: string;
  attributes: Record<string, AttributeValue>;
}

export interface OtlpLogsRequest {
  resource: Record<string, AttributeValue>;
  scope: { name: string; version: string };
  records: OtlpLogRecord[];
}

const LEN = 2;
const VARINT = 0;
const I64 = 1;
const tag = (field: number, wireType: number) => (field << 3) | wireType;

function nested(writer: protobuf.Writer, field: number, write: (inner: protobuf.Writer) => void): void {
  writer.uint32(tag(field, LEN)).fork();
  write(writer);
  writer.ldelim();
}

/** fixed64 as two little-endian 32-bit halves: nanoseconds since the epoch exceed 2^53. */
function fixed64(writer: protobuf.Writer, field: number, value: bigint): void {
  writer
    .uint32(tag(field, I64))
    .fixed32(Number(value & 0xffff_ffffn))
    .fixed32(Number(value >> 32n));
}

function anyValue(writer: protobuf.Writer, value: AttributeValue): void {
  if (typeof value === 'string') writer.uint32(tag(1, LEN)).string(value);
  else if (typeof value === 'boolean') writer.uint32(tag(2, VARINT)).bool(value);
  else if (typeof value === 'number' && Number.isSafeInteger(value)) writer.uint32(tag(3, VARINT)).int64(value);
  else if (typeof value === 'number') writer.uint32(tag(4, I64)).double(value);
  else if (Array.isArray(value))
    nested(writer, 5, (array) => {
      for (const item of value) nested(array, 1, (inner) => anyValue(inner, item));
    });
  else if (value !== null) nested(writer, 6, (list) => keyValues(list, 1, value));
}

function keyValues(writer: protobuf.Writer, field: number, attributes: Record<string, AttributeValue>): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (value === null) continue;
    nested(writer, field, (pair) => {
      pair.uint32(tag(1, LEN)).string(key);
      nested(pair, 2, (inner) => anyValue(inner, value));
    });
  }
}

function logRecord(writer: protobuf.Writer, record: OtlpLogRecord): void {
  fixed64(writer, 1, record.timeUnixNano);
  writer.uint32(tag(2, VARINT)).int32(record.severityNumber);
  writer.uint32(tag(3, LEN)).string(record.severityText);
  nested(writer, 5, (body) => anyValue(body, record.body));
  keyValues(writer, 6, record.attributes);
  fixed64(writer, 11, record.observedTimeUnixNano);
  writer.uint32(tag(12, LEN)).string(record.eventName);
}

/** An ExportLogsServiceRequest with one ResourceLogs holding one ScopeLogs. */
export function encodeLogsRequest(request: OtlpLogsRequest): Uint8Array {
  const writer = protobuf.Writer.create();
  nested(writer, 1, (resourceLogs) => {
    nested(resourceLogs, 1, (resource) => keyValues(resource, 1, request.resource));
    nested(resourceLogs, 2, (scopeLogs) => {
      nested(scopeLogs, 1, (scope) => scope.uint32(tag(1, LEN)).string(request.scope.name).uint32(tag(2, LEN)).string(request.scope.version));
      for (const record of request.records) nested(scopeLogs, 2, (inner) => logRecord(inner, record));
    });
  });
  return writer.finish();
}
