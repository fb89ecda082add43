import { accessChangeEvents, authMethods, definePlugin, setting } from '@portcullis/core';
import { roleSubjects } from '@portcullis/plugin-users';
import { z } from 'zod';
import './types.ts';
import { bearerAuthenticator } from './auth/bearer-authenticator.ts';
import { ServicePrincipal } from './entities/service-principal.ts';
import { servicePrincipalMigrations } from './migrations/index.ts';
import { principalRoutes } from './routes/principals-routes.ts';
import { PRINCIPAL_SUBJECT, ServicePrincipalDirectory } from './services/principals.ts';

export { bearerToken } from './auth/bearer-authenticator.ts';
export type { ServicePrincipalRecord } from './entities/service-principal.ts';
export { hashKey, KEY_PREFIX, KEY_PREFIX_LENGTH } from './keys.ts';
export { type KeyCheck, PRINCIPAL_SUBJECT, type ServicePrincipalDirectory } from './services/principals.ts';

export default definePlugin({
  id: 'service-principals',
  description: 'Service principals: API keys (Authorization: Bearer svc_...) with expiry, rotation and per-gateway roles.',
  dependsOn: ['users'],
  events: {
    'service_principal.created': 'A service principal (API key) was created; carries its key_prefix, never the key.',
    'service_principal.rotated': 'A service principal got a new key; the old one stopped working.',
    'service_principal.deleted': 'A service principal was deleted; its key stopped working.',
  },
  entities: [ServicePrincipal],
  migrations: servicePrincipalMigrations,
  config: {
    namespace: 'principals',
    schema: z.object({
      key_cache_seconds: setting.int(
        10,
        'How long a verified API key is remembered before the database is asked again (0: ask every time; at most 60). A rotation, deletion or role change is refused or applied on every replica once it is answered, regardless; this bounds how long a replica that missed the news could still accept a changed key.',
        { min: 0, max: 60 },
        { env: 'SERVICE_AUTH_KEY_CACHE_SECONDS' },
      ),
    }),
  },
  register(api) {
    api.provide(
      'servicePrincipals',
      (s) =>
        new ServicePrincipalDirectory({
          database: s.database,
          clock: s.clock,
          gatewayRoles: s.gatewayRoles,
          events: s.events,
          keyCacheMs: api.config.key_cache_seconds * 1000,
        }),
    );
    api.on(
      'service_principal.changed',
      (event, { resolve }) => {
        resolve('servicePrincipals').forget(event.data.id);
      },
      { replicas: 'all' },
    );
    api.contributeWith(authMethods, (s) => bearerAuthenticator(s.servicePrincipals));
    // A rotated, deleted or demoted key ends the streams it opened, on every replica.
    api.contribute(accessChangeEvents, 'service_principal.changed');
    // Principals are not in groups: tier one (their gateway overrides) and tier three (their own role) apply.
    // The authenticator read the role from the database for this very request, so it is current.
    api.contribute(roleSubjects, {
      actorType: 'service_principal',
      subjectType: PRINCIPAL_SUBJECT,
      facts: async (actor) => ({ globalRole: actor.role, groups: [] }),
    });
    principalRoutes(api);
  },
});
