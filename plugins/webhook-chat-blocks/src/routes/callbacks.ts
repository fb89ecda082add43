import type { PluginApi, RouteRequest } from '@portcullis/core';
import { decisionGates } from '@portcullis/plugin-approvals';
import { z } from 'zod';
import { SIGNATURE_HEADER, type SignedRequest, TIMESTAMP_HEADER } from '../inbound/signature.ts';
import { chatCallbacksRef } from '../refs.ts';

const TAGS = ['chat-blocks'];

// What the chat service shows the clicker (Slack's message response).
const chatAnswer = z.object({ response_type: z.string().optional(), replace_original: z.boolean().optional(), text: z.string() }).passthrough();

function header(request: RouteRequest<unknown, unknown, unknown>, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function signed(request: RouteRequest<unknown, unknown, string>): SignedRequest {
  return { signature: header(request, SIGNATURE_HEADER), timestamp: header(request, TIMESTAMP_HEADER), body: request.body };
}

const SIGNED =
  'Signed by the chat service (`X-Slack-Signature: v0=<HMAC-SHA256 of v0:{timestamp}:{body}>`, `X-Slack-Request-Timestamp`): 401 INVALID_SIGNATURE or STALE_REQUEST otherwise, 409 REPLAYED_REQUEST for a request already received.';

/** The chat service's callbacks: no session, the request signature is the credential. */
export function callbackRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'POST',
    path: '/api/chat-blocks/actions',
    access: 'public',
    tags: TAGS,
    summary: 'Interactivity callback of the chat service: an approve or reject button of an approval.pending message was clicked.',
    description: `${SIGNED} The clicker decides as the Portcullis user their chat account is linked to; a refusal is answered ephemerally (also to the callback's response_url).`,
    body: z.string(),
    bodyTypes: ['form'],
    response: chatAnswer,
    handler: (request) => request.resolve(chatCallbacksRef).click(signed(request), request.contributions(decisionGates)),
  });
  api.route({
    method: 'POST',
    path: '/api/chat-blocks/commands',
    access: 'public',
    tags: TAGS,
    summary: 'Slash-command callback of the chat service: `link <code>` links the sending chat account to the Portcullis user who created the code.',
    description: SIGNED,
    body: z.string(),
    bodyTypes: ['form'],
    response: chatAnswer,
    handler: (request) => request.resolve(chatCallbacksRef).command(signed(request)),
  });
}
