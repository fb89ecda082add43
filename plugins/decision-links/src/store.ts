import { type Clock, type Database, Problem, type TablesOf, typedQueries } from '@portcullis/core';
import { DecisionLink, type DecisionLinkRow } from './entity.ts';

export interface NewLink {
  id: string;
  gateway: string;
  workspace: string;
  sandbox: string;
  chunkId: string;
  reviewToken: string;
  recipient: string;
  expiresAt: number;
}

const query = typedQueries<TablesOf<typeof DecisionLink>>();

const linkTaken = query((db, args: { id: string; actor: string; now: number }) =>
  db
    .updateTable('decision_links')
    .set({ usedAt: args.now, usedBy: args.actor })
    .where('id', '=', args.id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', args.now),
);

const linkGivenBack = query((db, args: { id: string }) => db.updateTable('decision_links').set({ usedAt: null, usedBy: null }).where('id', '=', args.id));

const linksExpiredRemoved = query((db, args: { now: number }) => db.deleteFrom('decision_links').where('expiresAt', '<=', args.now));

const gone = (code: string, detail: string) => new Problem(410, code, { detail });

/**
 * The rows behind links. Using a link is one conditional update (unused and unexpired → used), so of two uses at
 * once, on any replica, exactly one wins.
 */
export class LinkStore {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.database = deps.database;
    this.clock = deps.clock;
  }

  async insert(links: NewLink[]): Promise<void> {
    const now = this.clock.now();
    await this.database.transaction(async (em) => {
      for (const link of links) em.create(DecisionLink, { ...link, usedAt: null, usedBy: null, createdAt: now });
    });
  }

  /** The row of a link that may still be used: 410 LINK_USED or LINK_EXPIRED otherwise. */
  async usable(id: string): Promise<DecisionLinkRow> {
    const row = await this.database.fork().findOne(DecisionLink, { id });
    if (!row) throw gone('LINK_EXPIRED', 'This decision link has expired; decide in the console.');
    this.requireUsable(row);
    return row;
  }

  /** Marks the link used by `actor`; 410 when another use (or the clock) got there first. */
  async use(row: DecisionLinkRow, actor: string): Promise<void> {
    const now = this.clock.now();
    const taken = await this.database.queries.run(linkTaken, { id: row.id, actor, now });
    if (taken === 1) return;
    this.requireUsable((await this.database.fork().findOne(DecisionLink, { id: row.id })) ?? row);
  }

  /** The decision was refused (a pin, a ceiling, a changed chunk): the link may be tried again until it expires. */
  async release(id: string): Promise<void> {
    await this.database.queries.run(linkGivenBack, { id });
  }

  /** Expired rows are of no use to anyone. */
  async purgeExpired(): Promise<number> {
    return this.database.queries.run(linksExpiredRemoved, { now: this.clock.now() });
  }

  private requireUsable(row: DecisionLinkRow): void {
    if (row.usedAt !== null) throw gone('LINK_USED', `This decision link was already used by ${row.usedBy}; each link decides once.`);
    if (row.expiresAt <= this.clock.now()) throw gone('LINK_EXPIRED', 'This decision link has expired; decide in the console.');
  }
}
