import type { PasswordHasher } from './passwords/hasher.ts';
import type { UsersExtensions } from './services/extensions.ts';
import type { GatewayRoleService } from './services/gateway-roles.ts';
import type { GroupChanges } from './services/group-changes.ts';
import type { GroupDirectory } from './services/groups.ts';
import type { GroupEventFields, GroupUpdatedEvent, IdentityEvents, UserCreatedEvent, UserEventFields, UserUpdatedEvent } from './services/identity-events.ts';
import type { InviteService } from './services/invites.ts';
import type { LoginGuard } from './services/login-guard.ts';
import type { LoginService } from './services/logins.ts';
import type { FourTierRoleResolver } from './services/role-resolver.ts';
import type { SessionService } from './services/sessions.ts';
import type { UserDirectory } from './services/user-directory.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Find, create and link user accounts (exported). */
    users: UserDirectory;
    /** Open and close `svc_session` sessions (exported). */
    sessions: SessionService;
    /** The one path every login method takes from a proven identity to a session (exported). */
    logins: LoginService;
    /** Groups and members (exported: quorum voters may be group names). */
    groups: GroupDirectory;
    /** Per-gateway role overrides of any subject kind (exported: service principals use it). */
    gatewayRoles: GatewayRoleService;
    /** Private to the users plugin. */
    usersPasswordHasher: PasswordHasher;
    usersLoginGuard: LoginGuard;
    usersInvites: InviteService;
    usersRoleResolver: FourTierRoleResolver;
    usersExtensions: UsersExtensions;
    usersEvents: IdentityEvents;
    groupChanges: GroupChanges;
  }
  interface EventMap {
    'user.created': UserCreatedEvent;
    'user.updated': UserUpdatedEvent;
    'user.deleted': UserEventFields;
    'user.session_ended': UserEventFields;
    'group.created': GroupEventFields;
    'group.updated': GroupUpdatedEvent;
    'group.deleted': GroupEventFields;
  }
}
