// NetworkEndpoint tls / enforcement / access: strings on the 0.0 line, enums on the 0.1 line (docs/openshell-0.1.md
// §2.1). The simulator's policies keep the 0.0 strings. TLS modes TERMINATE and PASSTHROUGH are deprecated and a 0.1
// gateway refuses them; so does it an enum value it does not know.
import { invalidField } from '../grpc/errors.ts';

interface EnumMapping {
  /** 0.1 enum value name → 0.0 string. */
  toString: Record<string, string>;
  rejected: ReadonlySet<string>;
}

const MAPPINGS: Record<string, EnumMapping> = {
  tls: {
    toString: {
      NETWORK_TLS_MODE_UNSPECIFIED: '',
      NETWORK_TLS_MODE_SKIP: 'skip',
      NETWORK_TLS_MODE_TERMINATE: 'terminate',
      NETWORK_TLS_MODE_PASSTHROUGH: 'passthrough',
    },
    rejected: new Set(['NETWORK_TLS_MODE_TERMINATE', 'NETWORK_TLS_MODE_PASSTHROUGH']),
  },
  enforcement: {
    toString: { NETWORK_ENFORCEMENT_MODE_UNSPECIFIED: '', NETWORK_ENFORCEMENT_MODE_ENFORCE: 'enforce', NETWORK_ENFORCEMENT_MODE_AUDIT: 'audit' },
    rejected: new Set(),
  },
  access: {
    toString: {
      NETWORK_ACCESS_PRESET_UNSPECIFIED: '',
      NETWORK_ACCESS_PRESET_READ_ONLY: 'read-only',
      NETWORK_ACCESS_PRESET_READ_WRITE: 'read-write',
      NETWORK_ACCESS_PRESET_FULL: 'full',
    },
    rejected: new Set(),
  },
};

export const ENDPOINT_ENUM_MESSAGE = 'openshell.sandbox.v1.NetworkEndpoint';

export function isEndpointEnumField(messageType: string, field: string): boolean {
  return messageType === ENDPOINT_ENUM_MESSAGE && field in MAPPINGS;
}

/** A stored 0.0 string as the 0.1 enum; a string no 0.1 value stands for reads as UNSPECIFIED. */
export function endpointEnumTo01(field: string, value: unknown): string {
  const mapping = MAPPINGS[field]!;
  const text = String(value ?? '').toLowerCase();
  return Object.entries(mapping.toString).find(([, string]) => string === text)?.[0] ?? Object.keys(mapping.toString)[0]!;
}

/** A 0.1 enum value as the 0.0 string the simulator stores; deprecated or unknown values are INVALID_ARGUMENT. */
export function endpointEnumTo00(field: string, value: unknown, path: string): string {
  const mapping = MAPPINGS[field]!;
  const name = String(value ?? Object.keys(mapping.toString)[0]);
  if (mapping.rejected.has(name)) {
    throw invalidField(path, `${path}: ${name} is deprecated and no longer accepted; omit ${field} (auto-detect) or use NETWORK_TLS_MODE_SKIP`);
  }
  const string = mapping.toString[name];
  if (string === undefined) throw invalidField(path, `${path}: unknown ${field} value ${name}`);
  return string;
}
