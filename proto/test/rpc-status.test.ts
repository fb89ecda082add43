// google.rpc.Status in the grpc-status-details-bin trailer: what the simulator encodes the client decodes, details of
// unknown types are skipped, hostile bytes give null, and the field numbers are googleapis' (checked byte by byte
// with a protobufjs Reader, independent of our .proto files).
import protobuf from 'protobufjs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeStatusDetails, encodeStatusDetails, type StatusDetailsInput } from '../src/rpc-status.ts';

const FULL: StatusDetailsInput = {
  code: 10, // ABORTED
  message: 'resource version 6 is stale',
  fieldViolations: [
    { field: 'expected_resource_version', description: 'stale', reason: 'RESOURCE_VERSION_CONFLICT' },
    { field: 'workspace_scope', description: 'workspace_scope is required', reason: '' },
  ],
  errorInfo: { reason: 'RESOURCE_VERSION_CONFLICT', domain: 'openshell.nvidia.com', metadata: { current_resource_version: '7', resource: 'sandbox' } },
  retryDelayMs: 1500,
};

/** The (number, wire type, value) of each top-level field, read with nothing but a Reader. */
function fieldsOf(bytes: Uint8Array): Array<{ number: number; wireType: number; value: number | Uint8Array }> {
  const reader = protobuf.Reader.create(bytes);
  const fields: Array<{ number: number; wireType: number; value: number | Uint8Array }> = [];
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    const [number, wireType] = [tag >>> 3, tag & 7];
    if (wireType === 0) fields.push({ number, wireType, value: reader.uint32() });
    else if (wireType === 2) fields.push({ number, wireType, value: reader.bytes() });
    else throw new Error(`unexpected wire type ${wireType} for field ${number}`);
  }
  return fields;
}

const text = (value: number | Uint8Array) => Buffer.from(value as Uint8Array).toString('utf8');

test('round trip: what encodeStatusDetails writes decodeStatusDetails reads back', () => {
  assert.equal(decodeStatusDetails(encodeStatusDetails(FULL)), {
    code: 10,
    message: 'resource version 6 is stale',
    fieldViolations: FULL.fieldViolations,
    errorInfo: FULL.errorInfo,
    retryDelayMs: 1500,
  });
});

test('round trip without details, and with a sub-millisecond delay', () => {
  assert.equal(decodeStatusDetails(encodeStatusDetails({ code: 3, message: 'workspace_scope is required' })), {
    code: 3,
    message: 'workspace_scope is required',
    fieldViolations: [],
    errorInfo: null,
    retryDelayMs: null,
  });
  assert.is(decodeStatusDetails(encodeStatusDetails({ code: 14, message: '', retryDelayMs: 0.25 }))?.retryDelayMs, 0.25);
  assert.throws(() => encodeStatusDetails({ code: 14, message: '', retryDelayMs: -1 }), RangeError);
});

test('details of unknown types are skipped, known ones still read; any URL host names the type', () => {
  const writer = protobuf.Writer.create();
  writer.uint32((1 << 3) | 0).uint32(9); // code FAILED_PRECONDITION
  writer.uint32((2 << 3) | 2).string('request id reused');
  // An Any of a type we do not define (google.rpc.DebugInfo), with bytes that would not decode as ErrorInfo.
  writer.uint32((3 << 3) | 2).fork();
  writer.uint32((1 << 3) | 2).string('type.googleapis.com/google.rpc.DebugInfo');
  writer.uint32((2 << 3) | 2).bytes(Buffer.from([0xff, 0xff, 0xff]));
  writer.ldelim();
  // An ErrorInfo packed under another host: only the part after the last '/' names the type.
  const errorInfo = protobuf.Writer.create();
  errorInfo.uint32((1 << 3) | 2).string('REQUEST_ID_PAYLOAD_MISMATCH');
  errorInfo.uint32((2 << 3) | 2).string('openshell.nvidia.com');
  writer.uint32((3 << 3) | 2).fork();
  writer.uint32((1 << 3) | 2).string('example.com/types/google.rpc.ErrorInfo');
  writer.uint32((2 << 3) | 2).bytes(errorInfo.finish());
  writer.ldelim();
  const decoded = decodeStatusDetails(Buffer.from(writer.finish()));
  assert.equal(decoded, {
    code: 9,
    message: 'request id reused',
    fieldViolations: [],
    errorInfo: { reason: 'REQUEST_ID_PAYLOAD_MISMATCH', domain: 'openshell.nvidia.com', metadata: {} },
    retryDelayMs: null,
  });
});

test('malformed bytes give null, never a throw', () => {
  const valid = encodeStatusDetails(FULL);
  const brokenDetail = protobuf.Writer.create();
  brokenDetail.uint32((3 << 3) | 2).fork();
  brokenDetail.uint32((1 << 3) | 2).string('type.googleapis.com/google.rpc.BadRequest');
  brokenDetail.uint32((2 << 3) | 2).bytes(Buffer.from([0x0a, 0x7f, 0x01])); // a field_violations entry cut short
  brokenDetail.ldelim();
  const hostile = [
    Buffer.from([0x0a, 0xff]), // field 1 with wire type 2 and a length beyond the end
    Buffer.from([0x12, 0x05, 0x61]), // message shorter than its length
    Buffer.from([0x0f]), // wire type 7 does not exist
    Buffer.from([0x0c]), // an end-group without a start
    Buffer.from([0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), // a varint of 11 bytes
    Buffer.from([0x0b, 0x0c]), // code (a varint) sent as a group
    Buffer.from([0x15, 0x00, 0x00, 0x00, 0x00]), // message (a string) sent as fixed32
    Buffer.alloc(10_000, 0x7b), // 10,000 nested start-groups of an unknown field 15, never closed
    valid.subarray(0, valid.length - 3),
    Buffer.from(brokenDetail.finish()),
  ];
  for (const bytes of hostile) assert.is(decodeStatusDetails(bytes), null, bytes.subarray(0, 12).toString('hex'));
});

test('field numbers agree with googleapis google/rpc/status.proto and error_details.proto', () => {
  const status = fieldsOf(encodeStatusDetails(FULL));
  // Status: code = 1 (varint), message = 2, details = 3 (google.protobuf.Any: type_url = 1, value = 2).
  assert.equal(
    status.map((f) => [f.number, f.wireType]),
    [
      [1, 0],
      [2, 2],
      [3, 2],
      [3, 2],
      [3, 2],
    ],
  );
  assert.is(status[0]!.value, 10);
  assert.is(text(status[1]!.value), 'resource version 6 is stale');
  const details = status.slice(2).map((f) => fieldsOf(f.value as Uint8Array));
  for (const any of details)
    assert.equal(
      any.map((f) => f.number),
      [1, 2],
    );
  const byType = Object.fromEntries(details.map((any) => [text(any[0]!.value), fieldsOf(any[1]!.value as Uint8Array)]));
  assert.equal(Object.keys(byType), [
    'type.googleapis.com/google.rpc.BadRequest',
    'type.googleapis.com/google.rpc.ErrorInfo',
    'type.googleapis.com/google.rpc.RetryInfo',
  ]);

  // BadRequest: field_violations = 1; FieldViolation: field = 1, description = 2, reason = 3.
  const badRequest = byType['type.googleapis.com/google.rpc.BadRequest']!;
  assert.equal(
    badRequest.map((f) => f.number),
    [1, 1],
  );
  const violation = fieldsOf(badRequest[0]!.value as Uint8Array);
  assert.equal(
    violation.map((f) => [f.number, text(f.value)]),
    [
      [1, 'expected_resource_version'],
      [2, 'stale'],
      [3, 'RESOURCE_VERSION_CONFLICT'],
    ],
  );

  // ErrorInfo: reason = 1, domain = 2, metadata = 3 (map entries: key = 1, value = 2).
  const errorInfo = byType['type.googleapis.com/google.rpc.ErrorInfo']!;
  assert.equal(
    errorInfo.slice(0, 2).map((f) => [f.number, text(f.value)]),
    [
      [1, 'RESOURCE_VERSION_CONFLICT'],
      [2, 'openshell.nvidia.com'],
    ],
  );
  assert.equal(
    errorInfo.slice(2).map((f) => f.number),
    [3, 3],
  );
  const entries = errorInfo.slice(2).map((f) => fieldsOf(f.value as Uint8Array).map((e) => [e.number, text(e.value)]));
  assert.equal(entries, [
    [
      [1, 'current_resource_version'],
      [2, '7'],
    ],
    [
      [1, 'resource'],
      [2, 'sandbox'],
    ],
  ]);

  // RetryInfo: retry_delay = 1 (google.protobuf.Duration: seconds = 1, nanos = 2).
  const retryInfo = byType['type.googleapis.com/google.rpc.RetryInfo']!;
  assert.equal(
    retryInfo.map((f) => f.number),
    [1],
  );
  assert.equal(
    fieldsOf(retryInfo[0]!.value as Uint8Array).map((f) => [f.number, f.value]),
    [
      [1, 1],
      [2, 500_000_000],
    ],
  );
});

test.run();
