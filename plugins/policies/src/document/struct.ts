// google.protobuf.Struct as proto-loader represents it, to and from plain JSON (middleware `config`).

type Value =
  | { nullValue: 'NULL_VALUE' | 0 }
  | { numberValue: number }
  | { stringValue: string }
  | { boolValue: boolean }
  | { structValue: Struct }
  | { listValue: { values: Value[] } };
export interface Struct {
  fields: Record<string, Value>;
}

export function toStruct(object: Record<string, unknown>): Struct {
  return { fields: Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toValue(value)])) };
}

function toValue(value: unknown): Value {
  if (value === null || value === undefined) return { nullValue: 'NULL_VALUE' };
  if (typeof value === 'number') return { numberValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (Array.isArray(value)) return { listValue: { values: value.map(toValue) } };
  return { structValue: toStruct(value as Record<string, unknown>) };
}

export function fromStruct(struct: Struct | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(struct?.fields ?? {}).map(([key, value]) => [key, fromValue(value)]));
}

const VALUE_KINDS = ['nullValue', 'numberValue', 'stringValue', 'boolValue', 'structValue', 'listValue'] as const;

/** Decoded Values name their member in `kind` (proto-loader `oneofs: true`); encoded ones have just the member. */
function fromValue(value: Value): unknown {
  const fields = value as Record<string, unknown>;
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
