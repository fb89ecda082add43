// Workspaces and their memberships. "default" always exists. Memberships matter only for OIDC callers without the
// admin role. Each workspace and member keeps the metadata the 0.1 line's workspace RPCs report (id, creation time,
// labels, resource_version); the 0.0 line only ever sees names.
import { randomUUID } from 'node:crypto';
import { alreadyExists, notFound } from '../grpc/errors.ts';
import type { SeedWorkspace, WorkspaceRole } from '../options.ts';

export const DEFAULT_WORKSPACE = 'default';

export interface MemberRecord {
  id: string;
  subject: string;
  role: WorkspaceRole;
  createdAtMs: number;
  resourceVersion: number;
}

export interface WorkspaceRecord {
  id: string;
  name: string;
  labels: Record<string, string>;
  createdAtMs: number;
  resourceVersion: number;
  members: Map<string, MemberRecord>;
}

export class Workspaces {
  private readonly records = new Map<string, WorkspaceRecord>();

  constructor(seed: SeedWorkspace[]) {
    this.add(DEFAULT_WORKSPACE);
    for (const workspace of seed) this.add(workspace.name, workspace.members);
  }

  /** Creates the workspace if needed and sets the given members' roles (seeding and control hooks). */
  add(name: string, members: Record<string, WorkspaceRole> = {}): void {
    const record = this.records.get(name) ?? this.create(name, {});
    for (const [subject, role] of Object.entries(members)) this.setMemberOf(record, subject, role);
  }

  setMember(workspace: string, subject: string, role: WorkspaceRole): void {
    this.add(workspace, { [subject]: role });
  }

  /** A new workspace; ALREADY_EXISTS when the name is taken. */
  create(name: string, labels: Record<string, string>): WorkspaceRecord {
    if (this.records.has(name)) throw alreadyExists(`workspace '${name}' already exists`);
    const record: WorkspaceRecord = { id: randomUUID(), name, labels: { ...labels }, createdAtMs: Date.now(), resourceVersion: 1, members: new Map() };
    this.records.set(name, record);
    return record;
  }

  find(name: string): WorkspaceRecord | undefined {
    return this.records.get(name);
  }

  get(name: string): WorkspaceRecord {
    const record = this.records.get(name);
    if (!record) throw notFound(`workspace '${name}' not found`);
    return record;
  }

  delete(name: string): boolean {
    return this.records.delete(name);
  }

  /** Sets a member's role: a new member, or the same record with the new role (resource_version + 1). */
  setMemberOf(record: WorkspaceRecord, subject: string, role: WorkspaceRole): MemberRecord {
    const existing = record.members.get(subject);
    if (existing) {
      if (existing.role !== role) {
        existing.role = role;
        existing.resourceVersion += 1;
      }
      return existing;
    }
    const member: MemberRecord = { id: randomUUID(), subject, role, createdAtMs: Date.now(), resourceVersion: 1 };
    record.members.set(subject, member);
    return member;
  }

  /** Empty means "default", as on every 0.0 request. */
  static normalize(name: string | undefined): string {
    return name || DEFAULT_WORKSPACE;
  }

  /** Throws NOT_FOUND `workspace 'x' not found` for unknown names; returns the normalised name. */
  require(name: string | undefined): string {
    const workspace = Workspaces.normalize(name);
    if (!this.records.has(workspace)) throw notFound(`workspace '${workspace}' not found`);
    return workspace;
  }

  roleOf(workspace: string, subject: string): WorkspaceRole | undefined {
    return this.records.get(workspace)?.members.get(subject)?.role;
  }

  all(): WorkspaceRecord[] {
    return [...this.records.values()];
  }

  list(): { name: string; members: Record<string, WorkspaceRole> }[] {
    return this.all().map((record) => ({
      name: record.name,
      members: Object.fromEntries([...record.members.values()].map((member) => [member.subject, member.role])),
    }));
  }
}
