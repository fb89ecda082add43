import { type PluginApi, problems, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import { chatLinksRef } from '../refs.ts';

const TAGS = ['chat-blocks'];
const PATH = '/api/account/chat-identity';

const identity = z.object({ team_id: z.string(), chat_user_id: z.string(), chat_user_name: z.string(), linked_at: z.string() });
const identityResponse = z.object({ identity: identity.nullable() });
const codeResponse = z.object({ code: z.string(), expires_at: z.string(), command: z.string() });

/** Only a person signed in to their own account links a chat account to it. */
function ownUserId(request: RouteRequest<unknown, unknown, unknown>): string {
  const actor = request.actor!;
  if (actor.type !== 'user') throw problems.forbidden('Only a person signed in to their own account can link a chat account to it.', 'USER_ACCOUNT_REQUIRED');
  return actor.id;
}

/** The caller's own chat identity: see it, get a one-time linking code, unlink it. */
export function accountRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: PATH,
    access: 'authenticated',
    tags: TAGS,
    summary: 'The chat account linked to your user (null when none is).',
    response: identityResponse,
    handler: async (request) => ({ identity: await request.resolve(chatLinksRef).identityOf(ownUserId(request)) }),
  });
  api.route({
    method: 'POST',
    path: `${PATH}/code`,
    access: 'authenticated',
    tags: TAGS,
    status: 201,
    summary: 'A one-time code that links the chat account it is sent from (`/portcullis link <code>`) to your user; a new code replaces the previous one.',
    response: codeResponse,
    handler: async (request) => {
      const issued = await request.resolve(chatLinksRef).issueCode(ownUserId(request));
      return { ...issued, command: `/portcullis link ${issued.code}` };
    },
  });
  api.route({
    method: 'DELETE',
    path: PATH,
    access: 'authenticated',
    tags: TAGS,
    summary: 'Unlink your chat account: its buttons no longer decide as you.',
    problems: [404],
    handler: async (request) => {
      if (!(await request.resolve(chatLinksRef).unlink(ownUserId(request))))
        throw problems.notFound('CHAT_IDENTITY_NOT_FOUND', 'No chat account is linked to your user.');
    },
  });
}
