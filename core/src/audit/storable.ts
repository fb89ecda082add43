// An audit row must be storable whatever a request carried, because with write-ahead intents a row that cannot be
// stored stops the effect it describes. PostgreSQL refuses NUL and unpaired surrogates in TEXT and JSONB and
// VARCHAR(n) values longer than n characters; JSON itself refuses bigints and cycles. Content is made storable
// here, before the hash is computed, so the stored row is exactly what was hashed.

/** Replaces what no database column can hold: NUL and unpaired UTF-16 surrogates become U+FFFD. */
export function storableText(text: string, maxLength?: number): string {
  const clean = text.isWellFormed() && !text.includes('\u0000') ? text : text.toWellFormed().replaceAll('\u0000', '\uFFFD');
  if (maxLength === undefined || clean.length <= maxLength) return clean;
  // VARCHAR(n) counts characters (code points), never half a surrogate pair.
  return Array.from(clean).slice(0, maxLength).join('');
}

const MAX_DEPTH = 32;

/** A plain JSON value with every string storable; deeper levels and cycles are replaced by a marker. */
export function storableJson(value: unknown, depth = 0, seen = new Set<object>()): unknown {
  if (typeof value === 'string') return storableText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  const toJson = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJson === 'function') return storableJson(toJson.call(value), depth, seen);
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => storableJson(item, depth + 1, seen) ?? null);
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const stored = storableJson(inner, depth + 1, seen);
      if (stored !== undefined) out[storableText(key)] = stored;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}
