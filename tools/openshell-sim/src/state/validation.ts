// Request validation shared by the sandbox RPCs, with the gateway's limits and messages (docs/openshell-0.0.md §b.2,
// §b.3, §f.2).
import { randomInt } from 'node:crypto';
import { invalidArgument } from '../grpc/errors.ts';

export const MAX_NAME_LENGTH = 19;
export const MAX_PROVIDERS = 32;
const MAX_ENV_ENTRIES = 128;
const MAX_ENV_KEY = 256;
const MAX_ENV_VALUE = 8 * 1024;
/** The drivers pass the whole user environment as one JSON variable, so its serialized size is capped. */
const MAX_ENV_TOTAL = 256 * 1024;
export const ENV_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LABEL_NAME = /^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

export function validateSandboxName(name: string): void {
  if (name.length > MAX_NAME_LENGTH) {
    throw invalidArgument(`name exceeds maximum length (${name.length} > ${MAX_NAME_LENGTH})`);
  }
  if (!/^[a-z0-9-]+$/.test(name)) {
    throw invalidArgument('name must contain only lowercase alphanumeric characters or hyphens');
  }
  if (name.startsWith('-') || name.endsWith('-')) throw invalidArgument('name must not start or end with a hyphen');
  if (name.includes('--')) throw invalidArgument('name must not contain consecutive hyphens');
}

/** NUL, CR and LF would break the shell line or the env block the value ends up in. */
export function rejectControlCharacters(value: string, what: string): void {
  if (value.includes('\0')) throw invalidArgument(`${what} contains null bytes`);
  if (/[\r\n]/.test(value)) throw invalidArgument(`${what} contains newline or carriage return characters`);
}

/**
 * Keys must be variable names and may not claim the gateway's own OPENSHELL_ namespace (except `allowedReserved`);
 * values must stay on one line.
 */
export function validateEnvEntries(environment: Record<string, string>, field: string, allowedReserved: readonly string[] = []): void {
  for (const [key, value] of Object.entries(environment)) {
    if (!ENV_KEY.test(key)) throw invalidArgument(`${field} keys must match ^[A-Za-z_][A-Za-z0-9_]*$; got '${key}'`);
    if (key.startsWith('OPENSHELL_') && !allowedReserved.includes(key)) {
      throw invalidArgument(`${field} keys starting with OPENSHELL_ are reserved; got '${key}'`);
    }
    rejectControlCharacters(value, `${field} value for '${key}'`);
  }
}

/** A sandbox's environment (spec or template): size limits, then the entry rules. */
export function validateEnvironment(environment: Record<string, string>, field: string): void {
  const entries = Object.entries(environment);
  if (entries.length > MAX_ENV_ENTRIES) {
    throw invalidArgument(`${field} exceeds maximum entries (${entries.length} > ${MAX_ENV_ENTRIES})`);
  }
  for (const [key, value] of entries) {
    if (key.length > MAX_ENV_KEY) throw invalidArgument(`${field} key exceeds maximum length (${key.length} > ${MAX_ENV_KEY})`);
    if (value.length > MAX_ENV_VALUE) {
      throw invalidArgument(`${field} value exceeds maximum length (${value.length} > ${MAX_ENV_VALUE})`);
    }
  }
  const total = entries.reduce((sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value), 0);
  if (total > MAX_ENV_TOTAL) {
    throw invalidArgument(`${field} total size exceeds ${MAX_ENV_TOTAL} byte limit (${total} bytes)`);
  }
  validateEnvEntries(environment, field);
}

const ADJECTIVES = ['brave', 'calm', 'eager', 'fuzzy', 'gentle', 'happy', 'jolly', 'lucky', 'quiet', 'swift'];
const ANIMALS = ['otter', 'falcon', 'panda', 'lynx', 'heron', 'koala', 'badger', 'gecko', 'bison', 'wren'];

/** What the gateway does for an empty name: a two-word petname that fits the name rules. */
export function petname(taken: (name: string) => boolean): string {
  for (;;) {
    const name = `${ADJECTIVES[randomInt(ADJECTIVES.length)]}-${ANIMALS[randomInt(ANIMALS.length)]}`;
    if (!taken(name)) return name;
    const numbered = `${name}-${randomInt(100)}`;
    if (!taken(numbered)) return numbered;
  }
}

function labelKeyValid(key: string): boolean {
  const [prefix, name] = key.includes('/') ? key.split('/', 2) : [undefined, key];
  if (prefix !== undefined && (prefix.length > 253 || !DNS_SUBDOMAIN.test(prefix))) return false;
  return !!name && name.length <= 63 && LABEL_NAME.test(name);
}

export function validateLabels(labels: Record<string, string>, field: 'labels' | 'annotations'): void {
  for (const [key, value] of Object.entries(labels)) {
    if (!labelKeyValid(key)) throw invalidArgument(`${field}: invalid key '${key}'`);
    if (field === 'labels' && value !== '' && (value.length > 63 || !LABEL_NAME.test(value))) {
      throw invalidArgument(`labels: invalid value '${value}' for key '${key}'`);
    }
  }
}

export function validateProviderCount(providers: string[]): void {
  if (providers.length > MAX_PROVIDERS) {
    throw invalidArgument(`providers list exceeds maximum (${providers.length} > ${MAX_PROVIDERS})`);
  }
}

/** `k=v,k2=v2` (at most 64 pairs) as used by ListSandboxes. */
export function parseLabelSelector(selector: string): Record<string, string> {
  if (!selector.trim()) return {};
  const pairs = selector.split(',');
  if (pairs.length > 64) throw invalidArgument('label_selector exceeds maximum of 64 pairs');
  return Object.fromEntries(
    pairs.map((pair) => {
      const [key, value, extra] = pair.split('=').map((part) => part.trim());
      if (!key || value === undefined || extra !== undefined) {
        throw invalidArgument(`invalid label_selector '${selector}': expected key=value pairs`);
      }
      return [key, value];
    }),
  );
}
