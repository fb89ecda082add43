import { accessChangeEvents, authMethods, cliCommands, definePlugin, roleResolvers } from '@portcullis/core';
import './types.ts';
import { originOf } from './auth/origin.ts';
import { sessionAuthenticator } from './auth/session-authenticator.ts';
import { userRoleSubject } from './auth/user-subject.ts';
import { createAdminCommand } from './cli/create-admin.ts';
import { usersConfigSchema } from './config.ts';
import { identityKinds } from './declarable/index.ts';
import { GatewayRole } from './entities/gateway-role.ts';
import { Group, GroupMember } from './entities/group.ts';
import { Invite } from './entities/invite.ts';
import { LoginAddressAttempt } from './entities/login-address-attempt.ts';
import { LoginThrottle } from './entities/login-throttle.ts';
import { Session } from './entities/session.ts';
import { User } from './entities/user.ts';
import { loginMethods, roleSubjects } from './extension-points.ts';
import { usersMigrations } from './migrations/index.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { groupRoutes } from './routes/groups-routes.ts';
import { userRoutes } from './routes/users-routes.ts';
import { forgetUnregisteredGateways } from './services/gateway-cleanup.ts';
import { provideServices } from './services/index.ts';

export { changesState, fromOwnOrigin, originOf, refuseCrossSiteBrowser, requireOwnOrigin } from './auth/origin.ts';
export { userActor } from './auth/user-actor.ts';
export { VOUCHED_GROUPS } from './auth/user-subject.ts';
export type { UsersConfig } from './config.ts';
export type { UserRecord, UserStatus } from './entities/user.ts';
// What login methods (OIDC, passkeys, proxy headers, a third party's SAML) and the service-principals plugin build on.
export { type LoginMethod, loginMethods, type RoleFacts, type RoleSubject, roleSubjects } from './extension-points.ts';
export { audited } from './routes/audited.ts';
export { type GatewayRoleRouteOptions, gatewayRoleRoutes, type RoleSubjectRef } from './routes/gateway-role-routes.ts';
export { emailSchema, gatewayNameSchema, roleSchema } from './schemas.ts';
export type { GatewayExistence, GatewayRoleService } from './services/gateway-roles.ts';
export type { GroupDirectory } from './services/groups.ts';
export type { GroupEventFields, GroupUpdatedEvent, UserCreatedEvent, UserEventFields, UserUpdatedEvent } from './services/identity-events.ts';
export type { AccountOutcome, LoginFailure, LoginProof, LoginService, SignedIn, VouchedIdentity } from './services/logins.ts';
export { fourTierRole, type TierInput } from './services/role-resolver.ts';
export { SESSION_COOKIE, type SessionService } from './services/sessions.ts';
export type { ExternalIdentity, NewUser, UserDirectory } from './services/user-directory.ts';

export default definePlugin({
  id: 'users',
  description: 'Local users, sessions (svc_session), setup, login, registration, invitations, groups, per-gateway roles and the four-tier role resolution.',
  optionalDependsOn: ['gateways'],
  events: {
    'user.created':
      'An account was created: at setup, by an admin (created or invited), by self-registration, or by a login method (OIDC, proxy headers, ...); `source` says which.',
    'user.updated':
      'An account changed: role, display name, status, password, per-gateway role (with `gateway`), linked identity, or invitation; `changed` names what, `before`/`after` show shown values.',
    'user.deleted': 'An account was deleted.',
    'user.session_ended': 'A user logged out: the session ended server-side (streams opened with it end too).',
    'group.created': 'A group was created.',
    'group.updated': 'A group changed: name, description, role, per-gateway role (with `gateway`), or members (`member`).',
    'group.deleted': 'A group was deleted.',
  },
  config: { namespace: 'auth', schema: usersConfigSchema },
  entities: [User, Session, Invite, LoginThrottle, LoginAddressAttempt, Group, GroupMember, GatewayRole],
  migrations: usersMigrations,
  register(api) {
    api.extensionPoint(roleSubjects);
    api.extensionPoint(loginMethods);
    provideServices(api);

    // After these, every replica checks its open streams again: a session, an account or a role may be gone.
    api.contribute(accessChangeEvents, 'user.updated');
    api.contribute(accessChangeEvents, 'user.deleted');
    api.contribute(accessChangeEvents, 'user.session_ended');
    api.contribute(accessChangeEvents, 'group.updated');
    api.contribute(accessChangeEvents, 'group.deleted');
    api.contributeWith(roleSubjects, (s) => userRoleSubject(s.database));
    api.contributeWith(roleResolvers, (s) => s.usersRoleResolver);
    api.contributeWith(authMethods, (s) =>
      sessionAuthenticator({
        sessions: s.sessions,
        resolver: s.usersRoleResolver,
        publicOrigin: originOf(api.kernelConfig.public_url),
      }),
    );
    api.contributeWith(cliCommands, (s) =>
      createAdminCommand({
        database: s.database,
        audit: s.audit,
        users: s.users,
        sessions: s.sessions,
        loginGuard: s.usersLoginGuard,
      }),
    );

    identityKinds(api);

    authRoutes(api);
    accountRoutes(api);
    userRoutes(api);
    groupRoutes(api);

    api.task({
      id: 'users.cleanup',
      every: '1h',
      scope: 'global',
      run: async ({ resolve }) => {
        await resolve('sessions').purgeExpired();
        await resolve('usersLoginGuard').purgeStale();
        await resolve('usersInvites').purgeStale();
      },
    });
    if (api.isEnabled('gateways')) forgetUnregisteredGateways(api);
  },
  start(runtime) {
    const extensions = runtime.resolve('usersExtensions');
    extensions.subjects = runtime.contributions(roleSubjects);
    extensions.loginMethods = runtime.contributions(loginMethods);
  },
});
