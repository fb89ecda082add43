// Defence in depth: whatever a caller puts into a log line, an audit detail or an event, values under keys that
// name a secret are replaced before they leave the process. Callers should still never pass secrets.

export const REDACTED = '[REDACTED]';

const SECRET_SUFFIXES = [
  'password',
  'passwd',
  'secret',
  'token',
  'apikey',
  'privatekey',
  'clientkey',
  'cookie',
  'authorization',
  'sessionid',
  'credentials',
  'smtppass',
  'cakey',
];
const SECRET_EXACT = new Set(['key', 'session', 'pass', 'credential', 'jwt', 'otp']);

export function isSecretKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z]/g, '');
  if (SECRET_EXACT.has(normalised)) return true;
  return SECRET_SUFFIXES.some((suffix) => normalised.endsWith(suffix));
}

/** Returns the value itself when nothing in it needs redacting (the common case costs no copy). */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date || Buffer.isBuffer(value) || value instanceof Error) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => redactSecrets(item, depth + 1));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  let out: Record<string, unknown> | null = null;
  for (let index = 0; index < entries.length; index += 1) {
    const [key, inner] = entries[index]!;
    const redacted = isSecretKey(key) && inner !== null && inner !== undefined && inner !== '' ? REDACTED : redactSecrets(inner, depth + 1);
    if (redacted !== inner && out === null) out = Object.fromEntries(entries.slice(0, index));
    if (out !== null) out[key] = redacted;
  }
  return (out ?? value) as T;
}
