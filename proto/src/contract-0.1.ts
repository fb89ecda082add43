// Typed access to the vendored 0.1 wire contract (contract/wire-0.1.json, a copy of shared/openshell/wire-0.1.json).
// Its layout is close to wire.json's but not the same: oneofs are listed by name only, reserved is one flat list of
// numbers and names, and RPCs carry no authorization or history. So it has its own types here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_DIR } from './paths.ts';

export const WIRE_CONTRACT_01_PATH = join(PACKAGE_DIR, 'contract', 'wire-0.1.json');

export interface WireRpc01 {
  package: string;
  service: string;
  rpc: string;
  grpc_path: string;
  request_type: string;
  response_type: string;
  client_streaming: boolean;
  server_streaming: boolean;
}

export interface WireField01 {
  name: string;
  number: number;
  json_name: string;
  type: string;
  kind: 'scalar' | 'message' | 'enum' | 'map';
  label: 'singular' | 'optional' | 'repeated' | 'map';
  /** The real oneof the field belongs to; null for plain fields and for proto3 `optional` ones. */
  oneof: string | null;
  map_key_type?: string;
  map_value_type?: string;
}

export interface WireMessage01 {
  full_name: string;
  fields: WireField01[];
  /** Names of the real oneofs; their members are the fields whose `oneof` names them. */
  oneofs: string[];
  /** Reserved field numbers (each a single number) and reserved field names. */
  reserved: (number | string)[];
}

export interface WireEnum01 {
  full_name: string;
  values: { name: string; number: number }[];
}

export interface WireContract01 {
  schema: string;
  upstream: { release_line: string; release_commit_reported: string; sources: string[]; uncertain_in_0_1_2: string[]; not_present: string };
  rpcs: WireRpc01[];
  messages: Record<string, WireMessage01>;
  enums: Record<string, WireEnum01>;
}

let cached: WireContract01 | undefined;

export function loadWireContract01(): WireContract01 {
  cached ??= JSON.parse(readFileSync(WIRE_CONTRACT_01_PATH, 'utf8')) as WireContract01;
  return cached;
}
