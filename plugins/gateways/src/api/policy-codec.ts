import type { NetworkRuleJson, PolicyJson } from './model.ts';

// Between policy documents in our shape and the objects @grpc/proto-loader encodes and decodes (keepCase field names,
// google.protobuf.Struct for middleware config, a oneof marker for every proto3 `optional` field on decode). Every
// wire line uses this; a line whose endpoints carry enums where our document has text passes how to convert them.

type Loose = Record<string, unknown>;

/** How one line's NetworkEndpoint differs from ours (the 0.1 line: `tls`, `enforcement`, `access` are enums). */
export interface EndpointCodec {
  toWire(endpoint: Loose): Loose;
  fromWire(endpoint: Loose): Loose;
}

const SAME: EndpointCodec = { toWire: (endpoint) => endpoint, fromWire: (endpoint) => endpoint };

/** Our document as a SandboxPolicy request object. */
export function encodePolicy(document: PolicyJson, codec: EndpointCodec = SAME): Loose {
  const middlewares = document.network_middlewares as Record<string, Loose> | undefined;
  const rules = document.network_policies as Record<string, NetworkRuleJson> | undefined;
  return {
    ...document,
    ...(middlewares
      ? {
          network_middlewares: Object.fromEntries(
            Object.entries(middlewares).map(([key, middleware]) => [
              key,
              { ...middleware, ...(middleware.config ? { config: toStruct(middleware.config as Loose) } : {}) },
            ]),
          ),
        }
      : {}),
    ...(rules ? { network_policies: Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, encodeRule(rule, codec)])) } : {}),
  };
}

/** One network rule as a NetworkPolicyRule request object. */
export function encodeRule(rule: NetworkRuleJson, codec: EndpointCodec = SAME): Loose {
  const endpoints = rule.endpoints as Loose[] | undefined;
  return endpoints ? { ...rule, endpoints: endpoints.map((endpoint) => codec.toWire(endpoint)) } : rule;
}

/** A decoded SandboxPolicy as our document: only set fields, Struct back to JSON, oneof markers gone. */
export function decodePolicy(policy: Loose | null | undefined, codec: EndpointCodec = SAME): PolicyJson {
  if (!policy) return {};
  const middlewares = policy.network_middlewares as Record<string, Loose> | undefined;
  const rules = policy.network_policies as Record<string, Loose> | undefined;
  const plain = {
    ...policy,
    network_middlewares: Object.fromEntries(
      Object.entries(middlewares ?? {}).map(([key, middleware]) => [
        key,
        { ...middleware, config: middleware.config ? fromStruct(middleware.config as unknown as Struct) : undefined },
      ]),
    ),
    network_policies: Object.fromEntries(Object.entries(rules ?? {}).map(([key, rule]) => [key, decodedEndpoints(rule, codec)])),
  };
  return setFieldsOnly(plain) as PolicyJson;
}

/** A decoded NetworkPolicyRule as our rule. */
export function decodeRule(rule: Loose | null | undefined, codec: EndpointCodec = SAME): NetworkRuleJson | null {
  if (!rule) return null;
  return setFieldsOnly(decodedEndpoints(rule, codec)) as NetworkRuleJson;
}

function decodedEndpoints(rule: Loose, codec: EndpointCodec): Loose {
  const endpoints = rule.endpoints as Loose[] | undefined;
  return endpoints ? { ...rule, endpoints: endpoints.map((endpoint) => codec.fromWire(endpoint)) } : rule;
}

// Decoded protobuf objects carry every field, set or not (empty strings, zeros, empty lists), and proto-loader's
// `oneofs: true` adds, for each proto3 `optional` field, a marker `_<field>` whose value is the field's name (or
// undefined). Our documents show only what is set, so a policy reads back the way it was written. One walk does both:
// every sandbox a gateway lists carries its policy, and a large fleet's listings pass through here each cycle.

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

const MAP_FIELDS = new Set(['network_policies', 'network_middlewares', 'query', 'params', 'graphql_persisted_queries']);

/** A oneof marker, not data: map keys that merely start with `_` (gateway-owned `_provider_*` rules) hold objects. */
function isOneofMarker(key: string, value: unknown): boolean {
  return key.startsWith('_') && (value === undefined || value === key.slice(1));
}

/** Drops oneof markers and unset fields at every depth (map entries are kept even when their value is empty). */
function setFieldsOnly(value: unknown, isMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => setFieldsOnly(item));
  if (!value || typeof value !== 'object') return value;
  const out: Loose = {};
  for (const key of Object.keys(value)) {
    const inner = (value as Loose)[key];
    if (isOneofMarker(key, inner)) continue;
    // Keys that hold maps (rule keys, query parameter names) are data, not field names.
    const cleaned = setFieldsOnly(inner, MAP_FIELDS.has(key));
    if (isMap || !isEmptyValue(cleaned)) out[key] = cleaned;
  }
  return out;
}

// google.protobuf.Struct as proto-loader represents it, to and from plain JSON (middleware `config`).

type Value =
  | { nullValue: 'NULL_VALUE' | 0 }
  | { numberValue: number }
  | { stringValue: string }
  | { boolValue: boolean }
  | { structValue: Struct }
  | { listValue: { values: Value[] } };

interface Struct {
  fields: Record<string, Value>;
}

function toStruct(object: Loose): Struct {
  return { fields: Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toValue(value)])) };
}

function toValue(value: unknown): Value {
  if (value === null || value === undefined) return { nullValue: 'NULL_VALUE' };
  if (typeof value === 'number') return { numberValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (Array.isArray(value)) return { listValue: { values: value.map(toValue) } };
  return { structValue: toStruct(value as Loose) };
}

function fromStruct(struct: Struct | null | undefined): Loose {
  return Object.fromEntries(Object.entries(struct?.fields ?? {}).map(([key, value]) => [key, fromValue(value)]));
}

const VALUE_KINDS = ['nullValue', 'numberValue', 'stringValue', 'boolValue', 'structValue', 'listValue'] as const;

/** Decoded Values name their member in `kind` (proto-loader `oneofs: true`); encoded ones have just the member. */
function fromValue(value: Value): unknown {
  const fields = value as Loose;
  const kind = (fields.kind as string | undefined) ?? VALUE_KINDS.find((name) => name in fields);
  switch (kind) {
    case 'numberValue':
      return fields.numberValue;
    case 'stringValue':
      return fields.stringValue;
    case 'boolValue':
      return fields.boolValue;
    case 'structValue':
      return fromStruct(fields.structValue as Struct);
    case 'listValue':
      return ((fields.listValue as { values?: Value[] } | undefined)?.values ?? []).map(fromValue);
    default:
      return null;
  }
}
