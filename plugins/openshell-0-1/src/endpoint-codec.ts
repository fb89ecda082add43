import { problems } from '@portcullis/core';
import type { EndpointCodec } from '@portcullis/plugin-gateways';

// The 0.1 line made three NetworkEndpoint fields enums (docs/openshell-0.1.md §2.1); our documents keep the text the
// 0.0 line and upstream's YAML use. Text the enum has no value for is refused here (400) instead of being sent as
// something else; TERMINATE and PASSTHROUGH are sent as asked, and a 0.1 gateway refuses them itself (deprecated).

type Loose = Record<string, unknown>;

interface EnumField {
  field: 'tls' | 'enforcement' | 'access';
  prefix: string;
  /** Our text → the enum value's suffix. */
  values: Record<string, string>;
}

const FIELDS: EnumField[] = [
  { field: 'tls', prefix: 'NETWORK_TLS_MODE_', values: { skip: 'SKIP', terminate: 'TERMINATE', passthrough: 'PASSTHROUGH' } },
  { field: 'enforcement', prefix: 'NETWORK_ENFORCEMENT_MODE_', values: { enforce: 'ENFORCE', audit: 'AUDIT' } },
  { field: 'access', prefix: 'NETWORK_ACCESS_PRESET_', values: { 'read-only': 'READ_ONLY', 'read-write': 'READ_WRITE', full: 'FULL' } },
];

function toWire(endpoint: Loose): Loose {
  const out = { ...endpoint };
  for (const { field, prefix, values } of FIELDS) {
    const text = endpoint[field];
    if (text === undefined || text === '') {
      delete out[field];
      continue;
    }
    const suffix = typeof text === 'string' ? values[text] : undefined;
    if (!suffix) {
      throw problems.validation([
        { path: `policy.endpoint.${field}`, message: `'${String(text)}' has no value on OpenShell 0.1 gateways (${Object.keys(values).join(', ')})` },
      ]);
    }
    out[field] = `${prefix}${suffix}`;
  }
  return out;
}

function fromWire(endpoint: Loose): Loose {
  const out = { ...endpoint };
  for (const { field, prefix, values } of FIELDS) {
    const value = endpoint[field];
    if (typeof value === 'number') {
      out[field] = `${field}_${value}`;
      continue;
    }
    const suffix = typeof value === 'string' && value.startsWith(prefix) ? value.slice(prefix.length) : '';
    out[field] = Object.entries(values).find(([, known]) => known === suffix)?.[0] ?? '';
  }
  return out;
}

export const endpointCodec: EndpointCodec = { toWire, fromWire };
