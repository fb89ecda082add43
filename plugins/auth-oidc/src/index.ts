import { definePlugin } from '@portcullis/core';
import { loginMethods } from '@portcullis/plugin-users';
import './types.ts';
import { oidcConfigSchema } from './config.ts';
import { FailureReporter } from './failures.ts';
import { OidcLoginFlow } from './login-flow.ts';
import { oidcMigrations } from './migrations/index.ts';
import { ProviderClients } from './provider-clients.ts';
import { oidcRoutes, publicProvider } from './routes.ts';
import { StateCookie } from './state-cookie.ts';
import { transportProblem } from './transport-rule.ts';
import { UsedState, UsedStates } from './used-state.ts';

export type { OidcConfig, ProviderSettings } from './config.ts';
export { safeNext } from './login-flow.ts';

export default definePlugin({
  id: 'auth-oidc',
  description:
    'OIDC single sign-on: login through the providers of SERVICE_OIDC_PROVIDERS_JSON (PKCE, signed state, verified ID token), account linking and role mapping.',
  dependsOn: ['users'],
  config: {
    namespace: 'oidc',
    schema: oidcConfigSchema,
    enabled: (config) => config.providers_json.length > 0 || 'no OIDC providers configured (SERVICE_OIDC_PROVIDERS_JSON is empty)',
  },
  entities: [UsedState],
  migrations: oidcMigrations,
  register(api) {
    const config = api.config;
    const localMode = api.kernelConfig.local_mode;
    // Checked at start-up with every other setting: an issuer that could never be used is a configuration error.
    const problems = config.providers_json.flatMap((provider) => {
      const problem = transportProblem(provider.issuer, localMode);
      return problem ? [`SERVICE_OIDC_PROVIDERS_JSON provider ${provider.name}: issuer ${problem}`] : [];
    });
    if (problems.length > 0) throw new Error(problems.join('; '));

    api.provide('oidcProviders', (s) => new ProviderClients(config.providers_json, s.egress, s.clock), { private: true });
    api.provide('oidcUsedStates', (s) => new UsedStates(s.database, s.clock), { private: true });
    api.provide(
      'oidcLoginFlow',
      (s) =>
        new OidcLoginFlow({
          clients: s.oidcProviders,
          cookie: new StateCookie(s.secrets),
          usedStates: s.oidcUsedStates,
          logins: s.logins,
          failures: new FailureReporter(s.metrics, api.logger),
          clock: s.clock,
          publicUrl: api.kernelConfig.public_url,
          stateMaxAgeSeconds: config.state_max_age,
        }),
      { private: true },
    );
    api.contribute(loginMethods, { id: 'oidc', advertise: () => ({ oidc_providers: config.providers_json.map(publicProvider) }) });
    oidcRoutes(api);
    api.task({
      id: 'oidc.used-states.purge',
      every: '1h',
      scope: 'global',
      run: async ({ resolve }) => {
        await resolve('oidcUsedStates').purgeExpired();
      },
    });
  },
});
