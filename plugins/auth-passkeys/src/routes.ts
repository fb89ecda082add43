import { anyJson, boundedJson, listResponse, type PluginApi, pageOf, pagingQuery, problems, type RouteRequest } from '@portcullis/core';
import { audited, emailSchema, originOf, refuseCrossSiteBrowser, roleSchema, type UserRecord } from '@portcullis/plugin-users';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { AssertionRefused } from './ceremonies.ts';
import type { PasskeysConfig } from './config.ts';
import { passkeyJson } from './store.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

const base64url = z
  .string()
  .max(65_536)
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'must be base64url' });

// The browser's PublicKeyCredential.toJSON(), bounded; @simplewebauthn checks the rest.
const credentialShape = {
  id: base64url.min(1).max(1400),
  rawId: base64url.min(1).max(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: boundedJson(z.record(z.string(), z.unknown()), 4),
};
const registrationResponse = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(16).optional(),
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});
const authenticationResponse = z.object({
  ...credentialShape,
  response: z.object({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
});

const registerBody = z.object({ name: z.string().trim().min(1).max(100).optional(), response: registrationResponse });
const loginOptionsBody = z.object({ email: emailSchema.optional() });
const loginBody = z.object({ response: authenticationResponse });
const passkeyParams = z.object({ id: base64url.min(1).max(1400) });

const passkeyResponse = z.object({
  id: z.string(),
  name: z.string(),
  device_type: z.string(),
  backed_up: z.boolean(),
  transports: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
const loginResponse = z.object({ email: z.string(), role: roleSchema.nullable() });

/** The caller's own account: passkeys belong to people, not to service principals or test actors. */
async function ownAccount(request: AnyRequest): Promise<UserRecord> {
  const actor = request.actor!;
  const user = actor.type === 'user' ? await request.resolve('users').findById(request.em, actor.id) : null;
  if (!user) throw problems.forbidden('Passkeys belong to a person logged in to their own account.', 'USER_ACCOUNT_REQUIRED');
  return user;
}

/** Registration and management from the profile (logged in), and login with a passkey (anyone). */
export function passkeyRoutes(api: PluginApi<PasskeysConfig>): void {
  const publicOrigin = originOf(api.kernelConfig.public_url);
  const sameSiteOnly = (request: AnyRequest) => refuseCrossSiteBrowser(request.headers, publicOrigin);

  api.route({
    method: 'GET',
    path: '/api/auth/passkeys',
    access: 'authenticated',
    tags: ['passkeys'],
    summary: 'Your passkeys.',
    query: pagingQuery,
    response: listResponse(passkeyResponse),
    handler: async (request) => {
      const user = await ownAccount(request);
      return pageOf((await request.resolve('passkeyStore').listFor(request.em, user.id)).map(passkeyJson), request.query);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/passkeys/register/options',
    access: 'authenticated',
    tags: ['passkeys'],
    summary: 'Start registering a passkey for your account: options for navigator.credentials.create().',
    description: `The challenge in it may be answered once, within ${api.config.challenge_seconds} s.`,
    response: anyJson,
    handler: async (request) => {
      const user = await ownAccount(request);
      const existing = await request.resolve('passkeyStore').listFor(request.em, user.id);
      return request.resolve('passkeyCeremonies').registrationOptions(user, existing);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/passkeys/register',
    access: 'authenticated',
    tags: ['passkeys'],
    status: 201,
    summary: "Finish registering: the browser's answer (PublicKeyCredential.toJSON()) and an optional name. 400 PASSKEY_INVALID when it does not verify.",
    body: registerBody,
    response: passkeyResponse,
    handler: async (request) => {
      const user = await ownAccount(request);
      const verified = await request
        .resolve('passkeyCeremonies')
        .verifyRegistration(user, request.body.response as RegistrationResponseJSON, request.body.name ?? 'Passkey');
      const record = await audited(
        request,
        (em) => request.resolve('passkeyStore').add(em, verified),
        (passkey) => ({
          action: 'passkey.register',
          resourceType: 'user',
          resourceId: user.id,
          detail: { email: user.email, passkey_id: passkey.id, name: passkey.name, device_type: passkey.deviceType },
        }),
      );
      return passkeyJson(record);
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/auth/passkeys/{id}',
    access: 'authenticated',
    tags: ['passkeys'],
    summary: 'Delete one of your passkeys (404 for one that is not yours).',
    params: passkeyParams,
    handler: async (request) => {
      const user = await ownAccount(request);
      await audited(
        request,
        async (em) => {
          const removed = await request.resolve('passkeyStore').remove(em, user.id, request.params.id);
          if (!removed) throw problems.notFound('NOT_FOUND', 'You have no passkey with this id.');
          return removed;
        },
        (passkey) => ({
          action: 'passkey.delete',
          resourceType: 'user',
          resourceId: user.id,
          detail: { email: user.email, passkey_id: passkey.id, name: passkey.name },
        }),
      );
      return undefined;
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/passkeys/login/options',
    access: 'public',
    tags: ['passkeys'],
    summary:
      'Start a passkey login: options for navigator.credentials.get(). With `{"email"}`, that account\'s passkeys are offered; without, any passkey of this site (the browser lists them).',
    body: loginOptionsBody,
    bodyOptional: true,
    guards: [sameSiteOnly],
    response: anyJson,
    problems: [403],
    handler: async (request) => {
      const email = (request.body as { email?: string } | undefined)?.email;
      const user = email ? await request.resolve('users').findByEmail(request.em, email) : null;
      const passkeys = user ? await request.resolve('passkeyStore').listFor(request.em, user.id) : [];
      return request.resolve('passkeyCeremonies').authenticationOptions(user && passkeys.length > 0 ? user : null, passkeys);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/passkeys/login',
    access: 'public',
    tags: ['passkeys'],
    summary: "Finish a passkey login: the browser's answer; sets the svc_session cookie. 401 when it proves nothing; 429 while the account is locked.",
    body: loginBody,
    response: loginResponse,
    guards: [sameSiteOnly],
    problems: [403],
    handler: async (request) => {
      const logins = request.resolve('logins');
      const users = request.resolve('users');
      try {
        const { user, passkey } = await request
          .resolve('passkeyCeremonies')
          .verifyAssertion(request.body.response as AuthenticationResponseJSON, (found) => users.findById(request.em, found.userId));
        const { role } = await logins.signIn(request, { method: 'passkey', user, detail: { passkey_id: passkey.id } });
        return { email: user.email, role };
      } catch (error) {
        if (!(error instanceof AssertionRefused)) throw error;
        const owner = error.passkey ? await users.findById(request.em, error.passkey.userId) : null;
        await logins.refused(request, { method: 'passkey', email: owner?.email ?? null, userId: owner?.id ?? null, reason: error.reason });
        throw problems.unauthenticated('This passkey did not prove who you are; try again, or log in another way.');
      }
    },
  });
}
