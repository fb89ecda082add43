import type { PluginApi } from '@portcullis/core';
import { chunkJsonSchema, decisionGates, decisionResponseSchema } from '@portcullis/plugin-approvals';
import { z } from 'zod';
import { decisionLinksRef } from './refs.ts';
import { LINK_ACTIONS } from './token.ts';

const PATH = '/api/decision-links/{token}';
const TAGS = ['approvals'];
const params = z.object({ token: z.string().min(1).max(200, { error: 'must be at most 200 characters' }) });
const REFUSALS =
  '404 LINK_NOT_FOUND for a token this service did not sign; 410 LINK_USED or LINK_EXPIRED; 403 LINK_NOT_YOURS when the signed-in user is not who the link was sent to (docs/decision-links.md §2).';

const viewSchema = z.object({
  action: z.enum(LINK_ACTIONS),
  gateway: z.string(),
  workspace: z.string(),
  sandbox: z.string(),
  expires_at: z.string(),
  chunk: chunkJsonSchema,
  current_rule: z.record(z.string(), z.unknown()).nullable(),
  changed: z.boolean(),
});

const decideBody = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'approve or reject' }),
  reason: z.string().trim().max(2000, 'at most 2000 characters').default(''),
});

export function linkRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: PATH,
    access: 'authenticated',
    tags: TAGS,
    summary: "The chunk behind a decision link, in full, with the policy's current rule of the same name, for the console's decision page.",
    description: `Needs the viewer role on the chunk's gateway. ${REFUSALS}`,
    params,
    response: viewSchema,
    problems: [410],
    handler: (request) => request.resolve(decisionLinksRef).view(request.params.token, request.actor!),
  });
  api.route({
    method: 'POST',
    path: `${PATH}/decide`,
    access: 'authenticated',
    tags: TAGS,
    summary: 'Decide the chunk behind a decision link as the signed-in user: the same approve or reject as the API, recorded with `via: "link"`.',
    description: `\`{"decision": "approve"|"reject", "reason"?}\`; an approve or reject link decides only that way (409 LINK_ACTION_MISMATCH). The caller's role on the gateway, the sandbox's pin, the chunk's review token when the notification was sent (409 CHUNK_CHANGED), the policy write checks and an approval workflow's quorum answer as for the API. Each link decides once: a refused decision leaves it usable. ${REFUSALS}`,
    params,
    body: decideBody,
    response: decisionResponseSchema,
    status: [200, 202],
    problems: [409, 410, 422, 423],
    handler: (request) =>
      request.resolve(decisionLinksRef).decide(request.params.token, request.actor!, request.contributions(decisionGates), request.body) as never,
  });
}
