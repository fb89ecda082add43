// Defence in depth: whatever a caller puts into a log line, an audit detail or an event, values under keys that
// name a secret are replaced before they leave the process. Callers should still never pass secrets.

export const REDACTED = '[REDACTED]';

const SECRET_SUFFIXES = ['password', 'passwd', 'secret', 'token', 'apikey', 'privatekey', 'clientkey', 'cookie',
  'authorization', 'sessionid', 'credentials', 'smtppass', 'cakey'];
const SECRET_EXACT = new Set(['key', 'session', 'pass', 'credential', 'jwt', 'otp']);

export function isSecretKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z]/g, '');
  if (SECRET_EXACT.has(normalised)) return true;
  return SECRET_SUFFIXES.some((suffix) => normalised.endsWith(suffix));
}

export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretKey(key) && inner !== null && inner !== undefined && inner !== '' ? REDACTED : redactSecrets(inner, depth + 1);
  }
  return out as T;
}
