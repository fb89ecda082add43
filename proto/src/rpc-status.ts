// @portcullis/proto/rpc-status: the structured error details of a failed gRPC call. A gateway that fails a call can
// add a google.rpc.Status, serialized, as the `grpc-status-details-bin` trailer (grpc-js hands it over as
// `error.metadata.get('grpc-status-details-bin')[0]`); its details say which request field was wrong (BadRequest),
// why in machine terms (ErrorInfo: reason, domain, metadata) and when to retry (RetryInfo). OpenShell 0.1 gateways
// send them (docs/openshell-0.1.md §2.13); the simulator sends them with encodeStatusDetails. Line-neutral: the
// messages live in package google.rpc (proto/rpc/), in a protobufjs root of their own, loaded on first use.
import { join } from 'node:path';
import protobuf from 'protobufjs';
import { PACKAGE_DIR } from './paths.ts';

/** One invalid request field. */
export interface FieldViolation {
  /** Path of the field in the request, e.g. `workspace_scope`. */
  field: string;
  description: string;
  /** UPPER_SNAKE_CASE reason, empty when the gateway gave none. */
  reason: string;
}

/** Why a call failed, in machine terms: e.g. reason `RESOURCE_VERSION_CONFLICT`, domain `openshell.nvidia.com`. */
export interface ErrorInfo {
  reason: string;
  domain: string;
  metadata: Record<string, string>;
}

/** A decoded google.rpc.Status with the details we understand; details of other types are left out. */
export interface StatusDetails {
  code: number;
  message: string;
  /** Every field violation of every BadRequest detail, in order. */
  fieldViolations: FieldViolation[];
  /** The first ErrorInfo detail, or null. */
  errorInfo: ErrorInfo | null;
  /** The first RetryInfo detail's delay in milliseconds, or null. */
  retryDelayMs: number | null;
}

export interface StatusDetailsInput {
  code: number;
  message: string;
  fieldViolations?: FieldViolation[];
  errorInfo?: ErrorInfo;
  /** Non-negative; fractions of a millisecond are kept to the nanosecond. */
  retryDelayMs?: number;
}

const TYPE_URL_PREFIX = 'type.googleapis.com/';
const RPC_INCLUDE_DIR = join(PACKAGE_DIR, 'rpc');

interface RpcTypes {
  status: protobuf.Type;
  badRequest: protobuf.Type;
  errorInfo: protobuf.Type;
  retryInfo: protobuf.Type;
}

let types: RpcTypes | undefined;

/** Loads the two .proto files on first use: most processes never see a structured error. */
function rpcTypes(): RpcTypes {
  if (!types) {
    const root = new protobuf.Root();
    // google/protobuf/any.proto and duration.proto are bundled by protobufjs and never reach this resolver.
    root.resolvePath = (_origin, target) => (target.startsWith('/') ? target : join(RPC_INCLUDE_DIR, target));
    root.loadSync(['google/rpc/status.proto', 'google/rpc/error_details.proto'], { keepCase: true });
    root.resolveAll();
    types = {
      status: root.lookupType('google.rpc.Status'),
      badRequest: root.lookupType('google.rpc.BadRequest'),
      errorInfo: root.lookupType('google.rpc.ErrorInfo'),
      retryInfo: root.lookupType('google.rpc.RetryInfo'),
    };
  }
  return types;
}

const TO_OBJECT = { longs: Number, defaults: true } as const;

/**
 * Walks a message's bytes and throws unless every field has a length that fits and the wire type its declaration
 * wants. protobufjs's decoders trust the wire type of a known field (a start-group tag on `code` is read as a varint)
 * and its Buffer reader cuts an overlong string short instead of failing; bytes that pass this walk decode as written.
 * Fields we do not declare are skipped by their own wire type, which fails on the undefined ones (4, 6, 7).
 */
function checkWire(type: protobuf.Type, bytes: Uint8Array): void {
  const reader = protobuf.Reader.create(bytes);
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    const [id, wireType] = [tag >>> 3, tag & 7];
    if (id === 0) throw new Error(`${type.fullName}: field number 0`);
    const field = type.fieldsById[id];
    if (!field) {
      reader.skipType(wireType);
      continue;
    }
    const nested = field.resolve().resolvedType;
    if (field instanceof protobuf.MapField) {
      expectWireType(field, wireType, 2);
      checkMapEntry(field, reader.bytes());
      continue;
    }
    // A repeated number may come packed: one length-delimited run of values.
    expectWireType(field, wireType, field.repeated && wireType === 2 ? 2 : wireTypeOf(field.type, nested));
    if (nested instanceof protobuf.Type) checkWire(nested, reader.bytes());
    else reader.skipType(wireType);
  }
}

/** A map entry is a small message of its own: key = 1, value = 2. */
function checkMapEntry(field: protobuf.MapField, bytes: Uint8Array): void {
  const reader = protobuf.Reader.create(bytes);
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    const [id, wireType] = [tag >>> 3, tag & 7];
    const key = protobuf.types.mapKey[field.keyType as keyof typeof protobuf.types.mapKey];
    expectWireType(field, wireType, id === 1 ? key : id === 2 ? wireTypeOf(field.type, field.resolvedType) : wireType);
    if (id === 2 && field.resolvedType instanceof protobuf.Type) checkWire(field.resolvedType, reader.bytes());
    else reader.skipType(wireType);
  }
}

/** The wire type of one value of a field's type: 2 for messages, 0 for enums, else the scalar's own. */
function wireTypeOf(typeName: string, resolved: protobuf.Type | protobuf.Enum | null): number {
  if (resolved instanceof protobuf.Type) return 2;
  if (resolved instanceof protobuf.Enum) return 0;
  return protobuf.types.basic[typeName as keyof typeof protobuf.types.basic];
}

function expectWireType(field: protobuf.FieldBase, got: number, want: number): void {
  if (got !== want) throw new Error(`${field.fullName}: wire type ${got}, expected ${want}`);
}

function decodeChecked(type: protobuf.Type, bytes: Uint8Array): Record<string, any> {
  checkWire(type, bytes);
  return type.toObject(type.decode(bytes), TO_OBJECT);
}

interface AnyMessage {
  type_url: string;
  value: Uint8Array;
}

interface DecodedDuration {
  seconds: number;
  nanos: number;
}

/**
 * Decodes a `grpc-status-details-bin` value. The bytes come from the network, so anything that does not decode
 * (truncated, wrong wire types, a known detail whose own bytes are broken) gives null instead of throwing.
 */
export function decodeStatusDetails(bytes: Buffer): StatusDetails | null {
  const t = rpcTypes(); // outside the try: missing .proto files are our fault, not the sender's
  try {
    const status = decodeChecked(t.status, bytes) as { code: number; message: string; details: AnyMessage[] };
    const result: StatusDetails = { code: status.code, message: status.message, fieldViolations: [], errorInfo: null, retryDelayMs: null };
    for (const detail of status.details) {
      // The type name is what follows the last '/' of the URL; the host part carries no meaning.
      const typeName = detail.type_url.slice(detail.type_url.lastIndexOf('/') + 1);
      if (typeName === 'google.rpc.BadRequest') {
        const badRequest = decodeChecked(t.badRequest, detail.value) as { field_violations: FieldViolation[] };
        for (const violation of badRequest.field_violations) {
          result.fieldViolations.push({ field: violation.field, description: violation.description, reason: violation.reason });
        }
      } else if (typeName === 'google.rpc.ErrorInfo') {
        const info = decodeChecked(t.errorInfo, detail.value) as ErrorInfo;
        result.errorInfo ??= { reason: info.reason, domain: info.domain, metadata: { ...info.metadata } };
      } else if (typeName === 'google.rpc.RetryInfo') {
        const retry = decodeChecked(t.retryInfo, detail.value) as { retry_delay?: DecodedDuration | null };
        const delay = retry.retry_delay;
        // No delay given: nothing to wait for.
        result.retryDelayMs ??= delay ? delay.seconds * 1000 + delay.nanos / 1e6 : 0;
      }
    }
    return result;
  } catch {
    return null;
  }
}

/** Encodes a google.rpc.Status with the given details, for the `grpc-status-details-bin` trailer. */
export function encodeStatusDetails(input: StatusDetailsInput): Buffer {
  const t = rpcTypes();
  const details: AnyMessage[] = [];
  const pack = (type: protobuf.Type, value: object) => {
    details.push({ type_url: `${TYPE_URL_PREFIX}${type.fullName.slice(1)}`, value: type.encode(type.fromObject(value)).finish() });
  };
  if (input.fieldViolations && input.fieldViolations.length > 0) {
    const field_violations = input.fieldViolations.map(({ field, description, reason }) => ({ field, description, reason }));
    pack(t.badRequest, { field_violations });
  }
  if (input.errorInfo) pack(t.errorInfo, input.errorInfo);
  if (input.retryDelayMs !== undefined) {
    const ms = input.retryDelayMs;
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`retryDelayMs must be a non-negative number, not ${ms}`);
    let seconds = Math.floor(ms / 1000);
    let nanos = Math.round((ms - seconds * 1000) * 1e6);
    if (nanos === 1e9) [seconds, nanos] = [seconds + 1, 0];
    pack(t.retryInfo, { retry_delay: { seconds, nanos } });
  }
  return Buffer.from(t.status.encode(t.status.create({ code: input.code, message: input.message, details })).finish());
}
