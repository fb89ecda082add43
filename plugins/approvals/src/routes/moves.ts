import { z } from 'zod';
import type { PluginApi, RouteRequest } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import { networkRuleSchema } from '@portcullis/plugin-policies';
import { decisionGates } from '../decision-gate.ts';
import type { Caller } from '../moves/context.ts';
import { chunkPinGuard, chunkTarget, sandboxPinGuard, type ChunkRequest } from './locate.ts';
import { gatewayChunkParams, gatewayChunkQuery, sandboxChunkParams, sandboxName, sandboxParams, sandboxQuery } from './params.ts';
import { approveAllResponse, clearResponse, decisionResponse } from './responses.ts';

const GATEWAY = '/api/gateways/{gw}/approvals';
const SANDBOX = '/api/gateways/{gw}/sandboxes/{name}/approvals';
const TAGS = ['approvals'];

const rejectBody = z.strictObject({ reason: z.string().trim().max(2000, 'at most 2000 characters').default('') });
const editBody = z.strictObject({ rule: networkRuleSchema });
const includeFlagged = z.boolean({ error: 'true or false' }).default(false);

function callerOf(request: RouteRequest<unknown, unknown, unknown>): Caller {
  return { actor: request.actor!, role: request.role!, gates: request.contributions(decisionGates) };
}

/** The four single-chunk moves, at both the gateway level and the sandbox level (decisions §5). */
function chunkMoveRoutes(api: PluginApi<unknown>): void {
  const families = [
    { base: GATEWAY, params: gatewayChunkParams, query: gatewayChunkQuery, guard: chunkPinGuard, where: 'The chunk\'s sandbox comes from `?sandbox=` or from the chunks already seen.' },
    { base: SANDBOX, params: sandboxChunkParams, query: sandboxQuery, guard: chunkPinGuard, where: '' },
  ] as const;
  for (const family of families) {
    const common = { access: 'operator' as const, tags: TAGS, params: family.params, query: family.query, guards: [family.guard], response: decisionResponse };
    api.route({
      ...common, method: 'POST', path: `${family.base}/{chunk_id}/approve`,
      summary: 'Approve a pending chunk: its rule is merged into the sandbox policy (with a workflow active: a vote, 202 until quorum).',
      description: family.where,
      handler: async (request) => request.resolve('approvalMoves').approve(await chunkTarget(request as ChunkRequest), callerOf(request)),
    });
    api.route({
      ...common, method: 'POST', path: `${family.base}/{chunk_id}/reject`, body: rejectBody, bodyOptional: true,
      summary: 'Reject a pending chunk with an optional reason (fed back to the agent). With a workflow active, one reject ends the proposal.',
      description: family.where,
      handler: async (request) => request.resolve('approvalMoves').reject(await chunkTarget(request as ChunkRequest), callerOf(request), request.body?.reason ?? ''),
    });
    api.route({
      ...common, method: 'POST', path: `${family.base}/{chunk_id}/edit`, body: editBody,
      summary: 'Approve a pending chunk with a modified rule (`{"rule": {...}}`): the chunk ends approved with the edited rule.',
      description: family.where,
      handler: async (request) => request.resolve('approvalMoves').edit(await chunkTarget(request as ChunkRequest), callerOf(request), request.body.rule),
    });
    api.route({
      ...common, method: 'POST', path: `${family.base}/{chunk_id}/undo`,
      summary: 'Undo the last decision: an approval is undone upstream (the rule\'s binary removed); a rejection is re-opened here (shown pending, `upstream_status: "rejected"`).',
      description: family.where,
      handler: async (request) => request.resolve('approvalMoves').undo(await chunkTarget(request as ChunkRequest)),
    });
  }
}

/** Approve-all and clear name a sandbox: in the body at the gateway level, in the path at the sandbox level. */
function sandboxMoveRoutes(api: PluginApi<unknown>): void {
  const approveAllSummary = 'Approve every pending chunk as one revision; security-flagged chunks only with `include_security_flagged: true`. Admin-only while an approval workflow is active.';
  const clearSummary = 'Dismiss every pending chunk without a decision (snapshots are kept; see history).';
  api.route({
    method: 'POST', path: `${GATEWAY}/approve-all`, access: 'operator', tags: TAGS, summary: approveAllSummary,
    description: 'The sandbox is named in the body, so its pin is checked right after the body is read.',
    params: gatewayChunkParams.pick({ gw: true }), query: sandboxQuery,
    body: z.strictObject({ sandbox: sandboxName, include_security_flagged: includeFlagged }), response: approveAllResponse,
    handler: async (request) => {
      await request.resolve('policyPins').assertUnpinned(request.params.gw, request.body.sandbox);
      const scope = await resolveGatewayScope(request);
      return request.resolve('approvalMoves').approveAll({ scope, sandbox: request.body.sandbox }, callerOf(request), request.body.include_security_flagged);
    },
  });
  api.route({
    method: 'POST', path: `${SANDBOX}/approve-all`, access: 'operator', tags: TAGS, summary: approveAllSummary,
    params: sandboxParams, query: sandboxQuery, guards: [sandboxPinGuard],
    body: z.strictObject({ include_security_flagged: includeFlagged }), bodyOptional: true, response: approveAllResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      return request.resolve('approvalMoves').approveAll({ scope, sandbox: request.params.name }, callerOf(request), request.body?.include_security_flagged ?? false);
    },
  });
  api.route({
    method: 'POST', path: `${GATEWAY}/clear`, access: 'operator', tags: TAGS, summary: clearSummary,
    description: 'The sandbox is named in the body, so its pin is checked right after the body is read.',
    params: gatewayChunkParams.pick({ gw: true }), query: sandboxQuery, body: z.strictObject({ sandbox: sandboxName }), response: clearResponse,
    handler: async (request) => {
      await request.resolve('policyPins').assertUnpinned(request.params.gw, request.body.sandbox);
      const scope = await resolveGatewayScope(request);
      return request.resolve('approvalMoves').clear({ scope, sandbox: request.body.sandbox });
    },
  });
  api.route({
    method: 'POST', path: `${SANDBOX}/clear`, access: 'operator', tags: TAGS, summary: clearSummary,
    params: sandboxParams, query: sandboxQuery, guards: [sandboxPinGuard], response: clearResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      return request.resolve('approvalMoves').clear({ scope, sandbox: request.params.name });
    },
  });
}

export function moveRoutes(api: PluginApi<unknown>): void {
  chunkMoveRoutes(api);
  sandboxMoveRoutes(api);
}
