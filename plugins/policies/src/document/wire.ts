import { withoutDefaults } from './defaults.ts';
import type { PolicyDocument } from './schema.ts';
import { fromStruct, type Struct, toStruct } from './struct.ts';

// Between our document (validated API JSON) and the shape @grpc/proto-loader encodes and decodes (keepCase field
// names, Struct for middleware config, oneof markers on decode).

type Loose = Record<string, unknown>;

/** Our document as a SandboxPolicy request object. */
export function toWirePolicy(document: PolicyDocument): Loose {
  const middlewares = Object.fromEntries(
    Object.entries(document.network_middlewares ?? {}).map(([key, middleware]) => [
      key,
      { ...middleware, ...(middleware.config ? { config: toStruct(middleware.config) } : {}) },
    ]),
  );
  return { ...document, ...(document.network_middlewares ? { network_middlewares: middlewares } : {}) };
}

/** A decoded SandboxPolicy as our document: only set fields, Struct back to JSON, oneof markers gone. */
export function fromWirePolicy(policy: Loose | null | undefined): PolicyDocument {
  if (!policy) return {};
  const middlewares = policy.network_middlewares as Record<string, Loose> | undefined;
  const plain = {
    ...policy,
    network_middlewares: Object.fromEntries(
      Object.entries(middlewares ?? {}).map(([key, middleware]) => [
        key,
        { ...middleware, config: middleware.config ? fromStruct(middleware.config as unknown as Struct) : undefined },
      ]),
    ),
  };
  return withoutDefaults(stripOneofMarkers(plain)) as PolicyDocument;
}

/**
 * proto-loader's `oneofs: true` adds, for each proto3 `optional` field, a marker `_<field>` whose value is the
 * field's name (or undefined). Drop those; map keys that merely start with `_` (gateway-owned `_provider_*`
 * rules) hold objects and are kept.
 */
function stripOneofMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripOneofMarkers);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Loose)
      .filter(([key, inner]) => !(key.startsWith('_') && (inner === undefined || inner === key.slice(1))))
      .map(([key, inner]) => [key, stripOneofMarkers(inner)]),
  );
}
