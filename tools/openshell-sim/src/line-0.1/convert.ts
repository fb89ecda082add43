// Values between the two wire lines, driven by both vendored contracts (proto/contract/wire.json and wire-0.1.json)
// rather than by a hand-written copy of every message. The simulator's state and its 0.0 handlers speak 0.0 shapes;
// the 0.1 line converts at its boundary. Fields pair up by number within the message of the same full name, with the
// documented exceptions (docs/openshell-0.1.md §2):
//   - a Timestamp/Duration at number N + 100 replaces the *_ms / *_seconds field N (maps of them too);
//   - NetworkEndpoint tls / enforcement / access are enums instead of strings (endpoint-enums.ts);
//   - a field only one line has is dropped on the way over (the other line's default is filled in going down).
// A 0.1-only field already present under its 0.1 name on a value going up is kept, so the 0.1 line can decorate
// a 0.0 object (configuration_admission, receipts …) before converting it.
import type { WireField } from '@portcullis/proto';
import { loadWireContract } from '@portcullis/proto';
import type { WireField01 } from '@portcullis/proto/line-0.1';
import { loadWireContract01 } from '@portcullis/proto/line-0.1';
import { defaultFor } from '../grpc/wire-level.ts';
import { endpointEnumTo00, endpointEnumTo01, isEndpointEnumField } from './endpoint-enums.ts';
import { secondsToDuration, toMillis, toTimestamp } from './time.ts';

type Message = Record<string, unknown>;
type AnyField = WireField | WireField01;

const TIMESTAMP = 'google.protobuf.Timestamp';
const DURATION = 'google.protobuf.Duration';

function timeType(field: AnyField): string | undefined {
  const type = field.kind === 'map' ? field.map_value_type : field.type;
  return type === TIMESTAMP || type === DURATION ? type : undefined;
}

/** The 0.1 time field that replaced 0.0 field `number`, if any. */
function timeReplacement(fields01: readonly WireField01[], number: number): WireField01 | undefined {
  return fields01.find((field) => field.number === number + 100 && timeType(field));
}

function mapValues(value: unknown, convert: (inner: unknown, key: string) => unknown): Message {
  return Object.fromEntries(Object.entries((value as Message | null) ?? {}).map(([key, inner]) => [key, convert(inner, key)]));
}

function eachValue(field: AnyField, value: unknown, convert: (inner: unknown, at: string) => unknown): unknown {
  if (field.label === 'map') return mapValues(value, (inner, key) => convert(inner, `.${key}`));
  if (field.label === 'repeated') return ((value as unknown[] | null) ?? []).map((inner, i) => convert(inner, `[${i}]`));
  return convert(value, '');
}

// ----- 0.0 → 0.1 -----

function timeUp(target: WireField01, value: unknown): unknown {
  const asTime = (inner: unknown) => (timeType(target) === DURATION ? (typeof inner === 'number' ? secondsToDuration(inner) : null) : toTimestamp(inner));
  return target.label === 'map' ? mapValues(value, asTime) : asTime(value);
}

function fieldUp(messageType: string, source: WireField, target: WireField01, value: unknown): unknown {
  if (isEndpointEnumField(messageType, target.name) && source.type === 'string') return endpointEnumTo01(target.name, value);
  const innerType = target.label === 'map' ? target.map_value_type : target.type;
  const sourceInner = source.label === 'map' ? source.map_value_type : source.type;
  if (innerType !== sourceInner || target.label !== source.label) return undefined;
  if (target.kind === 'message' || (target.kind === 'map' && loadWireContract01().messages[innerType!])) {
    return eachValue(target, value, (inner) => to01(innerType!, inner));
  }
  return value;
}

/** A 0.0-shaped value of message `type` as the 0.1 line sends it. */
export function to01<T = Message>(type: string, value: unknown): T {
  if (value === null || value === undefined || typeof value !== 'object') return (value ?? null) as T;
  const target = loadWireContract01().messages[type];
  const source = loadWireContract().messages[type];
  if (!target || !source) return value as T; // a well-known type, or a message only one line has
  const input = value as Message;
  const out: Message = {};
  for (const field of target.fields) {
    const replaced = timeType(field) && field.number > 100 ? source.fields.find((f) => f.number === field.number - 100) : undefined;
    const partner = replaced ?? source.fields.find((f) => f.number === field.number);
    if (!partner || !(partner.name in input)) {
      if (field.name in input && input[field.name] !== undefined) out[field.name] = input[field.name];
      continue;
    }
    const converted = replaced ? timeUp(field, input[partner.name]) : fieldUp(type, partner, field, input[partner.name]);
    if (converted !== undefined) out[field.name] = converted;
  }
  return out as T;
}

// ----- 0.1 → 0.0 -----

function timeDown(target: WireField, source: WireField01, value: unknown): unknown {
  const seconds = target.type.includes('int') && source.type === DURATION;
  const asNumber = (inner: unknown) => {
    const ms = toMillis(inner as never);
    return seconds ? Math.floor(ms / 1000) : ms;
  };
  return source.label === 'map' ? mapValues(value, asNumber) : asNumber(value);
}

function fieldDown(messageType: string, target: WireField, source: WireField01, value: unknown, path: string): unknown {
  if (isEndpointEnumField(messageType, source.name) && target.type === 'string') return endpointEnumTo00(source.name, value, path);
  const innerType = target.label === 'map' ? target.map_value_type : target.type;
  const sourceInner = source.label === 'map' ? source.map_value_type : source.type;
  if (innerType !== sourceInner || target.label !== source.label) return defaultFor(target);
  if (target.kind === 'message' || (target.kind === 'map' && loadWireContract().messages[innerType!])) {
    return eachValue(target, value, (inner, at) => to00(innerType!, inner, `${path}${at}`));
  }
  return value;
}

/**
 * A 0.1 value of message `type` (as grpc-js decoded it) in the 0.0 shape the simulator keeps, with the defaults the
 * 0.0 loader would have filled. `path` names the value in the request, for the errors of refused enum values.
 */
export function to00<T = Message>(type: string, value: unknown, path = ''): T {
  if (value === null || value === undefined || typeof value !== 'object') return (value ?? null) as T;
  const target = loadWireContract().messages[type];
  const source = loadWireContract01().messages[type];
  if (!target || !source) return value as T;
  const input = value as Message;
  const out: Message = {};
  const prefix = path ? `${path}.` : '';
  for (const field of target.fields) {
    const replacement = timeReplacement(source.fields, field.number);
    const partner = replacement ?? source.fields.find((f) => f.number === field.number);
    const present = partner !== undefined && input[partner.name] !== undefined && input[partner.name] !== null;
    if (field.oneof) {
      if (present) {
        out[field.name] = fieldDown(type, field, partner, input[partner.name], `${prefix}${partner.name}`);
        out[field.oneof] = field.name; // the loader's virtual oneof property, which the 0.0 handlers switch on
      }
      continue;
    }
    if (!partner || !present) out[field.name] = defaultFor(field);
    else if (replacement) out[field.name] = timeDown(field, replacement, input[partner.name]);
    else out[field.name] = fieldDown(type, field, partner, input[partner.name], `${prefix}${partner.name}`);
  }
  return out as T;
}
