// Decoded protobuf objects carry every field, set or not (empty strings, zeros, empty lists). Our documents show
// only what is set, so a policy reads back the way it was written.

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

/** Drops unset fields at every depth (map entries are kept even when their value is empty). */
export function withoutDefaults(value: unknown, isMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutDefaults(item));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    // Keys that hold maps (rule keys, query parameter names) are data, not field names.
    const cleaned = withoutDefaults(inner, MAP_FIELDS.has(key));
    if (isMap || !isEmptyValue(cleaned)) out[key] = cleaned;
  }
  return out;
}

const MAP_FIELDS = new Set(['network_policies', 'network_middlewares', 'query', 'params', 'graphql_persisted_queries']);
