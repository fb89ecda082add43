// What the simulator needs to know per RPC (release it appeared in, who may call it), read from the vendored wire
// contract so there is one table, not two.

import type { WireRpc } from '@portcullis/proto';
import { loadWireContract } from '@portcullis/proto';

export type RpcInfo = WireRpc;

const byName = new Map<string, RpcInfo>(loadWireContract().rpcs.map((rpc) => [rpc.rpc, rpc]));

export function rpcInfo(name: string): RpcInfo {
  const info = byName.get(name);
  if (!info) throw new Error(`RPC ${name} is not in the wire contract`);
  return info;
}

export function allRpcNames(): string[] {
  return [...byName.keys()];
}
