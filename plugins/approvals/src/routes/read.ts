import { type PluginApi, pageOf } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { decisionGates, emptyRecord } from '../decision-gate.ts';
import { approvalHistory, historyEntrySchema } from '../inbox/history.ts';
import { type ChunkRequest, chunkTarget } from './locate.ts';
import { decisionChunkId, gatewayChunkQuery, gatewayListQuery, sandboxListQuery, sandboxParams, sandboxQuery } from './params.ts';
import { chunkListResponse, decisionRecordResponse } from './responses.ts';

const GATEWAY = '/api/gateways/{gw}/approvals';
const SANDBOX = '/api/gateways/{gw}/sandboxes/{name}/approvals';
const TAGS = ['approvals'];

function inboxRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: `${GATEWAY}/pending`,
    access: 'viewer',
    tags: TAGS,
    summary: "Pending approval chunks across the gateway's sandboxes (newest first); `?sandbox=` narrows to one.",
    params: gatewayParams,
    query: gatewayListQuery,
    response: chunkListResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const inbox = request.resolve('approvalInbox');
      const items = request.query.sandbox
        ? await inbox.pendingOf(scope, request.query.sandbox, request.signal)
        : await inbox.pendingOfGateway(scope, request.signal);
      return pageOf(items, request.query);
    },
  });
  api.route({
    method: 'GET',
    path: `${SANDBOX}/pending`,
    access: 'viewer',
    tags: TAGS,
    summary: 'Pending approval chunks of one sandbox (newest first).',
    params: sandboxParams,
    query: sandboxListQuery,
    response: chunkListResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      return pageOf(await request.resolve('approvalInbox').pendingOf(scope, request.params.name, request.signal), request.query);
    },
  });
  api.route({
    method: 'GET',
    path: `${SANDBOX}/history`,
    access: 'viewer',
    tags: TAGS,
    summary:
      "Decision history of one sandbox, newest first: the gateway's proposals and decisions plus the dismissals and re-opened rejections only we record (dismissed entries carry the kept snapshot).",
    params: sandboxParams,
    query: sandboxListQuery,
    response: z.object({ items: z.array(historyEntrySchema), total: z.number().int() }),
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const deps = { drafts: request.resolve('approvalDrafts'), chunks: request.resolve('approvalChunks') };
      return pageOf(await approvalHistory(deps, scope, request.params.name, request.signal), request.query);
    },
  });
}

function decisionRoutes(api: PluginApi<unknown>): void {
  const summary = 'Decision record of a chunk (or of a `policy.apply:<sha16>` proposal): the running tally, the votes and the eligible voters.';
  const handler = async (request: ChunkRequest) => {
    const target = await chunkTarget(request);
    for (const gate of request.contributions(decisionGates)) {
      const record = await gate.record?.({ scope: target.scope, sandbox: target.sandbox, chunkId: target.chunkId });
      if (record) return record;
    }
    return emptyRecord(target.sandbox, target.chunkId);
  };
  api.route({
    method: 'GET',
    path: `${GATEWAY}/{chunk_id}/decisions`,
    access: 'viewer',
    tags: TAGS,
    summary,
    params: gatewayParams.extend({ chunk_id: decisionChunkId }),
    query: gatewayChunkQuery,
    response: decisionRecordResponse,
    handler: (request) => handler(request),
  });
  api.route({
    method: 'GET',
    path: `${SANDBOX}/{chunk_id}/decisions`,
    access: 'viewer',
    tags: TAGS,
    summary,
    params: sandboxParams.extend({ chunk_id: decisionChunkId }),
    query: sandboxQuery,
    response: decisionRecordResponse,
    handler: (request) => handler(request),
  });
}

export function readRoutes(api: PluginApi<unknown>): void {
  inboxRoutes(api);
  decisionRoutes(api);
}
