import { type ExtensionPoint, type Guard, oncePerRequest, problems, type ServiceMap } from '@portcullis/core';
import { type GatewayScope, resolveGatewayScope } from '@portcullis/plugin-gateways';
import { type DecisionGate, decisionGates } from '../decision-gate.ts';
import type { ChunkTarget } from '../moves/context.ts';

// Which sandbox a request is about. Sandbox-level paths name it; gateway-level paths name only the chunk, whose
// sandbox comes from `?sandbox=` or from the chunks we have seen (docs/decisions.md §5). Found once per request: the
// pin guard and the handler share the answer.

export interface ChunkRequest {
  params: { gw: string; chunk_id: string; name?: string };
  query: { workspace?: string | undefined; sandbox?: string | undefined };
  resolve<K extends keyof ServiceMap>(name: K): ServiceMap[K];
  contributions<T>(point: ExtensionPoint<T>): T[];
}

export function chunkTarget(request: ChunkRequest): Promise<ChunkTarget> {
  return oncePerRequest('approvals.chunk-target', () => locate(request));
}

async function locate(request: ChunkRequest): Promise<ChunkTarget> {
  const scope = await resolveGatewayScope(request);
  const chunkId = request.params.chunk_id;
  const named = request.params.name ?? request.query.sandbox;
  if (named) return { scope, sandbox: named, chunkId };
  const sandboxes = await knownSandboxes(request, scope, chunkId);
  if (sandboxes.length === 1) return { scope, sandbox: sandboxes[0]!, chunkId };
  if (sandboxes.length > 1) {
    throw problems.conflict('AMBIGUOUS_CHUNK', `Chunk ${chunkId} was seen in sandboxes ${sandboxes.join(', ')}; name one with ?sandbox=.`, { sandboxes });
  }
  throw problems.notFound(
    'CHUNK_NOT_FOUND',
    `No chunk ${chunkId} has been seen on gateway ${scope.gateway.name} (workspace ${scope.workspace}); name its sandbox with ?sandbox= or use the sandbox-level path.`,
  );
}

/** From our table, and from the gates for synthetic ids (a workflow knows which sandbox voted on a policy apply). */
async function knownSandboxes(request: ChunkRequest, scope: GatewayScope, chunkId: string): Promise<string[]> {
  const seen = await request.resolve('approvalChunks').locate(scope.gateway.name, scope.workspace, chunkId);
  const gates: DecisionGate[] = request.contributions(decisionGates);
  const known = await Promise.all(gates.map((gate) => gate.locate?.(scope, chunkId) ?? Promise.resolve([])));
  return [...new Set([...seen, ...known.flat()])];
}

/** Every approval move answers 423 while the sandbox is pinned, before its body is read (docs/decisions.md §4). */
export const chunkPinGuard: Guard<{ gw: string; chunk_id: string; name?: string }, { workspace?: string; sandbox?: string }> = async (request) => {
  const target = await chunkTarget(request);
  await request.resolve('policyPins').assertUnpinned(target.scope.gateway.name, target.sandbox);
};

export const sandboxPinGuard: Guard<{ gw: string; name: string }, unknown> = (request) =>
  request.resolve('policyPins').assertUnpinned(request.params.gw, request.params.name);
