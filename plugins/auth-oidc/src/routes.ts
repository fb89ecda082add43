import { listResponse, type PluginApi, problems, redirects } from '@portcullis/core';
import { z } from 'zod';
import type { OidcConfig, ProviderSettings } from './config.ts';
import { CALLBACK_PATH } from './login-flow.ts';

const providerParams = z.object({ provider: z.string().min(1).max(63) });
const loginQuery = z.object({ next: z.string().max(2048).optional() });
// The callback's parameters are the provider's (code, state, iss, error, ...); the flow reads them as they came.
const callbackQuery = z.record(z.string(), z.union([z.string().max(4096), z.array(z.string().max(4096)).max(4)]));

const providerResponse = z.object({ name: z.string(), display_name: z.string(), login_url: z.string() });

/** What the login page may know of a provider: never its issuer, client or secret. */
export function publicProvider(provider: ProviderSettings) {
  return { name: provider.name, display_name: provider.display_name ?? provider.name, login_url: `/api/auth/oidc/login/${provider.name}` };
}

export function oidcRoutes(api: PluginApi<OidcConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/auth/oidc/providers',
    access: 'public',
    tags: ['auth'],
    summary: 'The configured OIDC providers (name, button label, login URL).',
    response: listResponse(providerResponse),
    handler: (request) => {
      const items = request.resolve('oidcProviders').list().map(publicProvider);
      return { items, total: items.length };
    },
  });

  api.route({
    method: 'GET',
    path: '/api/auth/oidc/login/{provider}',
    access: 'public',
    tags: ['auth'],
    summary: 'Start an OIDC login: 307 to the provider, with the svc_oidc_state cookie. `next` (a path on this site) is where the callback lands.',
    description: `The state cookie lasts ${api.config.state_max_age} s (SERVICE_OIDC_STATE_MAX_AGE). A provider that cannot be reached ends at /login with an error, like a failed callback.`,
    params: providerParams,
    query: loginQuery,
    ...redirects(307, 303),
    handler: (request) => {
      const provider = request.resolve('oidcProviders').get(request.params.provider);
      if (!provider) throw problems.notFound('NOT_FOUND', `No OIDC provider named ${request.params.provider}.`);
      return request.resolve('oidcLoginFlow').start(request, provider, request.query.next);
    },
  });

  api.route({
    method: 'GET',
    path: CALLBACK_PATH,
    access: 'public',
    tags: ['auth'],
    summary:
      'Where the provider sends the browser back (code, state): on success the svc_session cookie and 303 to `next`; on any failure 303 to /login?error=...&reason=... and no session.',
    query: callbackQuery,
    ...redirects(303),
    handler: (request) => request.resolve('oidcLoginFlow').finish(request),
  });
}
