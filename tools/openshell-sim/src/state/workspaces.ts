// Workspaces and their memberships. "default" always exists. Memberships matter only for OIDC callers without the
// admin role.
import { notFound } from '../grpc/errors.ts';
import type { SeedWorkspace, WorkspaceRole } from '../options.ts';

export const DEFAULT_WORKSPACE = 'default';

export class Workspaces {
  private readonly members = new Map<string, Map<string, WorkspaceRole>>([[DEFAULT_WORKSPACE, new Map()]]);

  constructor(seed: SeedWorkspace[]) {
    for (const workspace of seed) this.add(workspace.name, workspace.members);
  }

  add(name: string, members: Record<string, WorkspaceRole> = {}): void {
    const existing = this.members.get(name) ?? new Map<string, WorkspaceRole>();
    for (const [subject, role] of Object.entries(members)) existing.set(subject, role);
    this.members.set(name, existing);
  }

  setMember(workspace: string, subject: string, role: WorkspaceRole): void {
    this.add(workspace, { [subject]: role });
  }

  /** Empty means "default", as on every upstream request. */
  static normalize(name: string | undefined): string {
    return name || DEFAULT_WORKSPACE;
  }

  /** Throws NOT_FOUND `workspace 'x' not found` for unknown names; returns the normalised name. */
  require(name: string | undefined): string {
    const workspace = Workspaces.normalize(name);
    if (!this.members.has(workspace)) throw notFound(`workspace '${workspace}' not found`);
    return workspace;
  }

  roleOf(workspace: string, subject: string): WorkspaceRole | undefined {
    return this.members.get(workspace)?.get(subject);
  }

  list(): { name: string; members: Record<string, WorkspaceRole> }[] {
    return [...this.members].map(([name, members]) => ({ name, members: Object.fromEntries(members) }));
  }
}
