import type { EventBus, Role } from '@portcullis/core';
import type { GroupRecord } from '../entities/group.ts';
import type { UserRecord, UserStatus } from '../entities/user.ts';

// The identity events webhooks report. Payloads follow the shape every event has (docs/decisions.md §7: `gateway`, and
// `actor`, which the bus adds from the request): ids, names and roles, never a password, token or key. What
// changed is named in `changed`, with the old and new values of fields that may be shown in `before` / `after`.

export interface UserEventFields {
  gateway: string | null;
  user_id: string;
  email: string;
  role: Role | null;
  /** Added by the bus from the request's caller; set here when a login acts before there is one. */
  actor?: string;
}

export interface UserCreatedEvent extends UserEventFields {
  status: UserStatus;
  /** How the account came to be: `setup`, `admin`, `register`, or the login method that created it (`oidc`, ...). */
  source: string;
}

export interface Change {
  /** Names of what changed (`role`, `display_name`, `status`, `password`, `gateway_role`, `oidc_identity`, `invite`, `members`). */
  changed: string[];
  /** Old and new values of the changed fields that may be shown (absent for a password or an invitation). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** The gateway a per-gateway change is about. */
  gateway?: string;
}

export type UserUpdatedEvent = UserEventFields & Required<Pick<Change, 'changed' | 'before' | 'after'>>;

export interface GroupEventFields {
  gateway: string | null;
  group_id: string;
  name: string;
  role: Role | null;
}

export interface GroupUpdatedEvent extends GroupEventFields, Required<Pick<Change, 'changed' | 'before' | 'after'>> {
  /** A member added or removed. */
  member?: { user_id: string; email: string; action: 'added' | 'removed' };
}

/** Emits the identity events after the change they report has committed. */
export class IdentityEvents {
  private readonly events: EventBus;

  constructor(events: EventBus) {
    this.events = events;
  }

  userCreated(user: UserRecord, source: string, actor?: string): void {
    this.events.emit('user.created', { ...userFields(user, null), status: user.status, source, ...actorField(actor) });
  }

  userUpdated(user: UserRecord, change: Change, actor?: string): void {
    this.events.emit('user.updated', { ...userFields(user, change.gateway ?? null), ...changeFields(change), ...actorField(actor) });
  }

  userDeleted(user: UserRecord): void {
    this.events.emit('user.deleted', userFields(user, null));
  }

  sessionEnded(user: UserRecord): void {
    this.events.emit('user.session_ended', userFields(user, null));
  }

  groupCreated(group: GroupRecord): void {
    this.events.emit('group.created', groupFields(group, null));
  }

  groupUpdated(group: GroupRecord, change: Change, member?: GroupUpdatedEvent['member']): void {
    this.events.emit('group.updated', { ...groupFields(group, change.gateway ?? null), ...changeFields(change), ...(member ? { member } : {}) });
  }

  groupDeleted(group: GroupRecord): void {
    this.events.emit('group.deleted', groupFields(group, null));
  }
}

/** The fields of `before` that differ from `after`, for an update that may have changed nothing. */
export function differences(before: Record<string, unknown>, after: Record<string, unknown>): Change {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { changed, before: pick(before, changed), after: pick(after, changed) };
}

function pick(values: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, values[key]]));
}

function userFields(user: UserRecord, gateway: string | null): UserEventFields {
  return { gateway, user_id: user.id, email: user.email, role: user.role ?? null };
}

function groupFields(group: GroupRecord, gateway: string | null): GroupEventFields {
  return { gateway, group_id: group.id, name: group.name, role: group.role ?? null };
}

function changeFields(change: Change): Required<Pick<Change, 'changed' | 'before' | 'after'>> {
  return { changed: change.changed, before: change.before ?? {}, after: change.after ?? {} };
}

/** Logins happen before there is a caller: the account itself is the actor of what its login changed. */
function actorField(actor: string | undefined): { actor?: string } {
  return actor ? { actor } : {};
}
