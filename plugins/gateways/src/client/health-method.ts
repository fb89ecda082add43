import protobuf from 'protobufjs';
import type { WireMethod } from '../api/line.ts';

// Health is the one RPC every wire line shares, unchanged (`status` 1, `version` 2): it is how a gateway's line is
// told (docs/wire-lines.md), so the gateways plugin sends it itself, before any line is chosen.

export interface HealthAnswer {
  /** openshell.v1.ServiceStatus as its number (1 healthy, 2 degraded, 3 unhealthy). */
  status: number;
  version: string;
}

const response = new protobuf.Type('HealthResponse').add(new protobuf.Field('status', 1, 'int32')).add(new protobuf.Field('version', 2, 'string'));

export const healthMethod: WireMethod<Record<string, never>, HealthAnswer> = {
  path: '/openshell.v1.OpenShell/Health',
  serialize: () => Buffer.alloc(0),
  deserialize: (bytes) => {
    const decoded = response.toObject(response.decode(bytes), { defaults: true }) as HealthAnswer;
    return { status: decoded.status, version: decoded.version };
  },
};
