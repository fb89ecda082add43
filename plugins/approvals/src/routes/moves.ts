import type { PluginApi, RouteRequest } from '@portcullis/core';
import { resolveGatewayScope } from '@portcullis/plugin-gateways';
import { networkRuleSchema } from '@portcullis/plugin-policies';
import { z } from 'zod';
import { decisionGates } from '../decision-gate.ts';
import type { Caller } from '../moves/context.ts';
import { type ChunkRequest, chunkPinGuard, chunkTarget, sandboxPinGuard } from './locate.ts';
import { chunkId, gatewayChunkParams, gatewayChunkQuery, sandboxChunkParams, sandboxName, sandboxParams, sandboxQuery } from './params.ts';
import { approveAllResponse, clearResponse, decisionResponse } from './responses.ts';

const GATEWAY = '/api/gateways/{gw}/approvals';
const SANDBOX = '/api/gateways/{gw}/sandboxes/{name}/approvals';
const TAGS = ['approvals'];

const rejectBody = z.strictObject({ reason: z.string().trim().max(2000, 'at most 2000 characters').default('') });
// The review token of the chunk as the reviewer saw it (the chunk JSON's `review_token`): optional, so clients that
// do not send it keep working (the current token is used), but a client that does is refused with 409 CHUNK_CHANGED
// when the gateway has re-evaluated the chunk since.
const reviewToken = z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }).max(4096, { error: 'must be at most 4096 characters' });
const approveBody = z.strictObject({ review_token: reviewToken.optional() });
const editBody = z.strictObject({ rule: networkRuleSchema, review_token: reviewToken.optional() });
const includeFlagged = z.boolean({ error: 'true or false' }).default(false);
const reviewedChunks = z
  .array(z.strictObject({ chunk_id: chunkId, review_token: reviewToken }), { error: 'a list of {chunk_id, review_token}' })
  .min(1, { error: 'list at least one chunk, or leave approvals out to approve everything pending' })
  .max(1000, { error: 'at most 1000 chunks' });
const approveAllFields = { include_security_flagged: includeFlagged, approvals: reviewedChunks.optional() };

function callerOf(request: RouteRequest<unknown, unknown, unknown>): Caller {
  return { actor: request.actor!, role: request.role!, gates: request.contributions(decisionGates) };
}

/** The four single-chunk moves, at both the gateway level and the sandbox level (docs/decisions.md §5). */
function chunkMoveRoutes(api: PluginApi<unknown>): void {
  const families = [
    {
      base: GATEWAY,
      params: gatewayChunkParams,
      query: gatewayChunkQuery,
      guard: chunkPinGuard,
      where: "The chunk's sandbox comes from `?sandbox=` or from the chunks already seen.",
    },
    { base: SANDBOX, params: sandboxChunkParams, query: sandboxQuery, guard: chunkPinGuard, where: '' },
  ] as const;
  for (const family of families) {
    // 423 while the sandbox's policy is pinned; 422 when a policy write check cannot decide.
    const common = {
      access: 'operator' as const,
      tags: TAGS,
      params: family.params,
      query: family.query,
      guards: [family.guard],
      response: decisionResponse,
      problems: [422, 423],
    };
    api.route({
      ...common,
      method: 'POST',
      path: `${family.base}/{chunk_id}/approve`,
      body: approveBody,
      bodyOptional: true,
      status: [200, 202],
      summary: 'Approve a pending chunk: its rule is merged into the sandbox policy (with a workflow active: a vote, 202 until quorum).',
      description:
        `${family.where} Optional body \`{"review_token"}\`: the chunk's token as it was shown; 409 CHUNK_CHANGED when the gateway has re-evaluated the chunk since. A token the gateway refreshes because of another policy change is fetched again and the approval retried (at most twice) while the proposal is unchanged.`.trim(),
      handler: async (request) =>
        request.resolve('approvalMoves').approve(await chunkTarget(request as ChunkRequest), callerOf(request), request.body?.review_token),
    });
    api.route({
      ...common,
      method: 'POST',
      path: `${family.base}/{chunk_id}/reject`,
      body: rejectBody,
      bodyOptional: true,
      summary: 'Reject a pending chunk with an optional reason (fed back to the agent). With a workflow active, one reject ends the proposal.',
      description: family.where,
      handler: async (request) =>
        request.resolve('approvalMoves').reject(await chunkTarget(request as ChunkRequest), callerOf(request), request.body?.reason ?? ''),
    });
    api.route({
      ...common,
      method: 'POST',
      path: `${family.base}/{chunk_id}/edit`,
      body: editBody,
      summary: 'Approve a pending chunk with a modified rule (`{"rule": {...}, "review_token"?}`): the chunk ends approved with the edited rule.',
      description: family.where,
      handler: async (request) =>
        request.resolve('approvalMoves').edit(await chunkTarget(request as ChunkRequest), callerOf(request), request.body.rule, request.body.review_token),
    });
    api.route({
      ...common,
      method: 'POST',
      path: `${family.base}/{chunk_id}/undo`,
      summary:
        'Undo the last decision: an approval is undone upstream (the rule\'s binary removed); a rejection is re-opened here (shown pending, `upstream_status: "rejected"`).',
      description: family.where,
      handler: async (request) => request.resolve('approvalMoves').undo(await chunkTarget(request as ChunkRequest)),
    });
  }
}

/** Approve-all and clear name a sandbox: in the body at the gateway level, in the path at the sandbox level. */
function sandboxMoveRoutes(api: PluginApi<unknown>): void {
  const approveAllSummary =
    'Approve every pending chunk (or the ones listed in `approvals`, each with the review token it was shown with) as one revision; security-flagged chunks only with `include_security_flagged: true`. Admin-only while an approval workflow is active.';
  const approveAllDescription =
    'Re-opened rejections are approved one by one. Each chunk is judged alone by the policy write checks (a policy ceiling, say). The answer lists each chunk left out in `skipped` with a `reason` (`security_flagged`, `chunk_changed`, `not_pending`, `not_found`, `refused`, `stale`, `policy_check`) and a `message`; `policy_check` adds the refusal as `problem` (its `code` and members, e.g. the counterexamples).';
  const clearSummary = 'Dismiss every pending chunk without a decision (snapshots are kept; see history).';
  api.route({
    method: 'POST',
    path: `${GATEWAY}/approve-all`,
    access: 'operator',
    tags: TAGS,
    summary: approveAllSummary,
    description: `${approveAllDescription} The sandbox is named in the body, so its pin is checked right after the body is read.`,
    params: gatewayChunkParams.pick({ gw: true }),
    query: sandboxQuery,
    body: z.strictObject({ sandbox: sandboxName, ...approveAllFields }),
    response: approveAllResponse,
    problems: [423],
    handler: async (request) => {
      await request.resolve('policyPins').assertUnpinned(request.params.gw, request.body.sandbox);
      const scope = await resolveGatewayScope(request);
      return request
        .resolve('approvalMoves')
        .approveAll({ scope, sandbox: request.body.sandbox }, callerOf(request), request.body.include_security_flagged, request.body.approvals);
    },
  });
  api.route({
    method: 'POST',
    path: `${SANDBOX}/approve-all`,
    access: 'operator',
    tags: TAGS,
    summary: approveAllSummary,
    description: approveAllDescription,
    params: sandboxParams,
    query: sandboxQuery,
    guards: [sandboxPinGuard],
    body: z.strictObject(approveAllFields),
    bodyOptional: true,
    response: approveAllResponse,
    problems: [423],
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      return request
        .resolve('approvalMoves')
        .approveAll({ scope, sandbox: request.params.name }, callerOf(request), request.body?.include_security_flagged ?? false, request.body?.approvals);
    },
  });
  api.route({
    method: 'POST',
    path: `${GATEWAY}/clear`,
    access: 'operator',
    tags: TAGS,
    summary: clearSummary,
    description: 'The sandbox is named in the body, so its pin is checked right after the body is read.',
    params: gatewayChunkParams.pick({ gw: true }),
    query: sandboxQuery,
    body: z.strictObject({ sandbox: sandboxName }),
    response: clearResponse,
    problems: [423],
    handler: async (request) => {
      await request.resolve('policyPins').assertUnpinned(request.params.gw, request.body.sandbox);
      const scope = await resolveGatewayScope(request);
      return request.resolve('approvalMoves').clear({ scope, sandbox: request.body.sandbox });
    },
  });
  api.route({
    method: 'POST',
    path: `${SANDBOX}/clear`,
    access: 'operator',
    tags: TAGS,
    summary: clearSummary,
    params: sandboxParams,
    query: sandboxQuery,
    guards: [sandboxPinGuard],
    response: clearResponse,
    problems: [423],
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
