// Typed access to the vendored wire contract (contract/wire.json, a copy of shared/openshell/wire.json). The
// simulator reads RPC metadata from it (available_since, authorization) instead of keeping a second table, and the
// wire test compares our .proto against it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_DIR } from './paths.ts';

export const WIRE_CONTRACT_PATH = join(PACKAGE_DIR, 'contract', 'wire.json');

export interface WireAuthorization {
  auth_mode: 'unauthenticated' | 'bearer' | 'dual' | 'sandbox';
  scope?: string;
  workspace_role?: 'user' | 'admin';
  global_role?: 'platform_admin';
}

export interface WireRpc {
  package: string;
  service: string;
  rpc: string;
  grpc_path: string;
  request_type: string;
  response_type: string;
  client_streaming: boolean;
  server_streaming: boolean;
  category: string;
  authorization: WireAuthorization;
  callable_by_user_principal: boolean;
  sandbox_lookup_key: string;
  notes: string;
  available_since: string;
}

export interface WireField {
  name: string;
  number: number;
  json_name: string;
  type: string;
  kind: 'scalar' | 'message' | 'enum' | 'map';
  label: 'singular' | 'optional' | 'repeated' | 'map';
  oneof: string | null;
  map_key_type?: string;
  map_value_type?: string;
  secret?: boolean;
  deprecated?: boolean;
  since?: string;
}

export interface WireMessage {
  full_name: string;
  fields: WireField[];
  oneofs: { name: string; fields: string[] }[];
  reserved: ({ from: number; to: number } | { name: string })[];
  source_file: string | null;
  since?: string;
}

export interface WireEnum {
  full_name: string;
  values: { name: string; number: number; since?: string }[];
}

export interface WireContract {
  rpcs: WireRpc[];
  messages: Record<string, WireMessage>;
  enums: Record<string, WireEnum>;
}

let cached: WireContract | undefined;

export function loadWireContract(): WireContract {
  cached ??= JSON.parse(readFileSync(WIRE_CONTRACT_PATH, 'utf8')) as WireContract;
  return cached;
}
