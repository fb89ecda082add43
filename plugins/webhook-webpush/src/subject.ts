import type { Database } from '@portcullis/core';
import type { UserDirectory } from '@portcullis/plugin-users';
import { hostOf } from '@portcullis/plugin-webhooks';

// The VAPID subject (who push services contact about this sender): the setting, else mailto: of the first admin
// (the earliest active user whose own role is admin), else portcullis@ the host of SERVICE_PUBLIC_URL. Looked up
// when first needed and kept once an admin is found.

const PAGE = 500;

export class VapidSubject {
  private readonly configured: string | undefined;
  private readonly users: (() => UserDirectory) | null;
  private readonly database: Database;
  private readonly fallback: string;
  private found: string | null = null;

  constructor(deps: { configured?: string | undefined; users: (() => UserDirectory) | null; database: Database; publicUrl: string }) {
    this.configured = deps.configured;
    this.users = deps.users;
    this.database = deps.database;
    const host = URL.canParse(deps.publicUrl) ? hostOf(new URL(deps.publicUrl)) : '';
    this.fallback = `mailto:portcullis@${host || 'localhost'}`;
  }

  async current(): Promise<string> {
    if (this.configured) return this.configured;
    this.found ??= await this.firstAdmin();
    return this.found ?? this.fallback;
  }

  private async firstAdmin(): Promise<string | null> {
    if (!this.users) return null;
    const directory = this.users();
    const em = this.database.fork();
    let first: { email: string; createdAt: Date } | null = null;
    for (let offset = 0; ; offset += PAGE) {
      const [page, total] = await directory.list(em, { offset, limit: PAGE });
      for (const user of page) {
        if (user.role === 'admin' && user.status === 'active' && (!first || user.createdAt < first.createdAt)) first = user;
      }
      if (offset + PAGE >= total) break;
    }
    return first ? `mailto:${first.email}` : null;
  }
}
