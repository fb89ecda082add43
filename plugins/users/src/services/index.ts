import type { PluginApi } from '@portcullis/core';
import type { UsersConfig } from '../config.ts';
import { PasswordHasher } from '../passwords/hasher.ts';
import { UsersExtensions } from './extensions.ts';
import { GatewayRoleChanges, gatewayRoleChangesRef } from './gateway-role-changes.ts';
import { type GatewayExistence, GatewayRoleService } from './gateway-roles.ts';
import { GroupChanges } from './group-changes.ts';
import { GroupDirectory } from './groups.ts';
import { IdentityEvents } from './identity-events.ts';
import { InviteService } from './invites.ts';
import { LoginGuard } from './login-guard.ts';
import { LoginService } from './logins.ts';
import { FourTierRoleResolver } from './role-resolver.ts';
import { SessionService } from './sessions.ts';
import { UserDirectory } from './user-directory.ts';

/**
 * The plugin's services. Exported (other plugins that depend on `users` may resolve them): `users`, `sessions`,
 * `logins`, `groups`, `gatewayRoles`, `gatewayRoleChangesRef`. Private: the group changes, the hasher, the login
 * guard, invitations, the resolver, the extension lists, the identity events.
 */
export function provideServices(api: PluginApi<UsersConfig>): void {
  const config = api.config;
  const gatewaysEnabled = api.isEnabled('gateways');

  api.provide('usersExtensions', () => new UsersExtensions(), { private: true });
  api.provide('usersEvents', (s) => new IdentityEvents(s.events), { private: true });
  api.provide('usersPasswordHasher', () => new PasswordHasher(config.password_hash_cost), { private: true });
  api.provide('usersRoleResolver', (s) => new FourTierRoleResolver(s.database, () => s.usersExtensions.subjects), { private: true });
  api.provide('usersInvites', (s) => new InviteService({ database: s.database, clock: s.clock, ttlSeconds: config.invite_ttl_seconds }), { private: true });
  api.provide(
    'usersLoginGuard',
    (s) =>
      new LoginGuard({
        database: s.database,
        clock: s.clock,
        metrics: s.metrics,
        settings: {
          rateLimit: config.login_rate_limit,
          rateWindowSeconds: config.login_rate_window_seconds,
          lockoutThreshold: config.lockout_threshold,
          lockoutSeconds: config.lockout_seconds,
        },
      }),
    { private: true },
  );

  // The gateways plugin, when enabled, exports `gatewayRegistry` (the agreed contract); resolved on first use.
  api.provide(
    'gatewayRoles',
    (s) => new GatewayRoleService(s.database, s.clock, () => (gatewaysEnabled ? ((s as Record<string, unknown>).gatewayRegistry as GatewayExistence) : null)),
  );
  api.provide('users', (s) => new UserDirectory({ database: s.database, clock: s.clock, hasher: s.usersPasswordHasher, gatewayRoles: s.gatewayRoles }));
  api.provide('groups', (s) => new GroupDirectory({ database: s.database, clock: s.clock, gatewayRoles: s.gatewayRoles }));
  api.provide(gatewayRoleChangesRef, (s) => new GatewayRoleChanges({ database: s.database, audit: s.audit, gatewayRoles: s.gatewayRoles }));
  api.provide('groupChanges', (s) => new GroupChanges({ database: s.database, audit: s.audit, groups: s.groups, users: s.users, events: s.usersEvents }), {
    private: true,
  });
  api.provide(
    'sessions',
    (s) =>
      new SessionService({
        database: s.database,
        clock: s.clock,
        settings: {
          idleSeconds: config.session_idle_seconds,
          maxAgeSeconds: config.session_max_age_seconds,
          secureCookies: api.kernelConfig.public_url.startsWith('https://'),
        },
      }),
  );
  api.provide(
    'logins',
    (s) =>
      new LoginService({
        database: s.database,
        audit: s.audit,
        users: s.users,
        sessions: s.sessions,
        guard: s.usersLoginGuard,
        events: s.usersEvents,
        resolver: s.usersRoleResolver,
        defaultRole: config.external_default_role,
      }),
  );
}
