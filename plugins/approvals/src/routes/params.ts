import { pagingQueryShape } from '@portcullis/core';
import { gatewayParams, sandboxNameSchema as sandboxName, sandboxParams, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';

export { sandboxName, sandboxParams };

/** Upstream chunk ids are UUIDs; any simple id is accepted and the gateway decides whether it exists. */
export const chunkId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'a chunk id: letters, digits, ".", "_" and "-"');

/** The decisions endpoint also takes the synthetic ids of policy applies (`policy.apply:<sha16>`). */
export const decisionChunkId = z.union([z.string().regex(/^policy\.apply:[0-9a-f]{16}$/), chunkId], { error: 'a chunk id, or policy.apply:<16 hex digits>' });

export const gatewayChunkParams = gatewayParams.extend({ chunk_id: chunkId });
export const sandboxChunkParams = sandboxParams.extend({ chunk_id: chunkId });

/** `?sandbox=` picks the chunk's sandbox on gateway-level paths when our table does not know it (or knows two). */
export const gatewayChunkQuery = z.object({ ...workspaceQueryShape, sandbox: sandboxName.optional() });
export const sandboxQuery = z.object(workspaceQueryShape);

export const gatewayListQuery = z.object({ ...workspaceQueryShape, sandbox: sandboxName.optional(), ...pagingQueryShape });
export const sandboxListQuery = z.object({ ...workspaceQueryShape, ...pagingQueryShape });
