import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { type TablesOf, typedQueries } from '../db/typed-queries.ts';
import type { ServiceInstance } from './entity.ts';

/** A server marks itself alive this often (the `core.instance-heartbeat` task). */
export const HEARTBEAT_MS = 5_000;
/** An instance that has not beaten for this long is dead (cautious: its operations are failed as orphaned). */
export const ALIVE_WINDOW_MS = 30_000;
/**
 * A server that has missed three heartbeats no longer shares sharded tasks (docs/plugins.md, Tasks): its keys go to
 * the others at their next run. A server that stopped or crashed leaves at once; this bounds only a hung one.
 */
export const MEMBER_WINDOW_MS = 3 * HEARTBEAT_MS;
/** First key of the two-key advisory locks that mark live instances (apart from `Database.lock`'s one-key locks). */
export const PRESENCE_LOCK_NAMESPACE = 0x50435553;

/**
 * PostgreSQL: whether the presence lock of the instance `id` names can be taken, so its process is gone. The probe
 * is a transaction-level lock, let go as soon as the statement ends.
 */
export function presenceLockFree(id: Expression<string>): RawBuilder<boolean> {
  return sql<boolean>`pg_try_advisory_xact_lock(${PRESENCE_LOCK_NAMESPACE}, hashtext(${id}))`;
}

const query = typedQueries<TablesOf<typeof ServiceInstance>>();

const allIds = query((db) => db.selectFrom('portcullis_instances').select('id'));

const heartbeat = query((db, args: { id: string; now: number }) =>
  db.updateTable('portcullis_instances').set({ heartbeatAt: args.now }).where('id', '=', args.id),
);

const firstHeartbeat = query((db, args: { id: string; now: number; serves: boolean }) =>
  db.insertInto('portcullis_instances').values({ id: args.id, startedAt: args.now, heartbeatAt: args.now, serves: args.serves }),
);

const beatingSince = query((db, args: { since: number }) => db.selectFrom('portcullis_instances').select('id').where('heartbeatAt', '>', args.since));

/** PostgreSQL: instances beating since `since` whose presence lock is held (`self` holds its own). */
const presentSince = query((db, args: { since: number; self: string }) =>
  db
    .selectFrom('portcullis_instances')
    .select('id')
    .where('heartbeatAt', '>', args.since)
    .where((eb) => eb.or([eb('id', '=', args.self), eb.not(presenceLockFree(eb.ref('id')))])),
);

/** PostgreSQL: servers beating since `since` whose presence lock is held (`self` holds its own). */
const presentServersSince = query((db, args: { since: number; self: string }) =>
  db
    .selectFrom('portcullis_instances')
    .select('id')
    .where('serves', '=', true)
    .where('heartbeatAt', '>', args.since)
    .where((eb) => eb.or([eb('id', '=', args.self), eb.not(presenceLockFree(eb.ref('id')))])),
);

const removal = query((db, args: { id: string }) => db.deleteFrom('portcullis_instances').where('id', '=', args.id));

/** Proof of life another instance can test at once (PostgreSQL: a lock held by this process's connection). */
export interface Presence {
  hold(instanceId: string): Promise<void>;
  release(): Promise<void>;
}

/**
 * The service processes sharing the database (`portcullis_instances`): each beats while it runs and removes its row
 * when it stops cleanly. Work owned by an instance that is not alive (operations, idempotency claims) is taken
 * over or failed by whoever looks next.
 */
export class Instances {
  private readonly database: Database;
  private readonly clock: Clock;
  private presence: Presence | null = null;
  /** A server (it joined) rather than a CLI run beside servers (it only registered): only servers share tasks. */
  private serving = false;
  /** Instances this server found dead when it joined (they never come back: ids are per process). */
  private readonly goneAtJoin = new Set<string>();
  readonly self: string;

  constructor(options: { database: Database; clock: Clock; instanceId: string }) {
    this.database = options.database;
    this.clock = options.clock;
    this.self = options.instanceId;
  }

  /**
   * A server starting: proves its presence (when the database can) before its row says it is alive, then notes
   * which instances it can tell for certain are gone (`liveAtStart`), so that what a crashed process - often this
   * one's predecessor - left behind is recovered at once rather than after its heartbeat went stale.
   */
  async join(presence: Presence | null): Promise<void> {
    this.serving = true;
    await this.register(presence);
    const live = new Set(await this.liveAtStart());
    const known = await this.database.queries.all(allIds, {});
    for (const { id } of known) if (!live.has(id)) this.goneAtJoin.add(id);
  }

  /** Proves this process's presence and marks it alive, judging no other instance (a CLI run beside servers). */
  async register(presence: Presence | null): Promise<void> {
    this.presence = presence;
    await presence?.hold(this.self);
    await this.beat();
  }

  /** The instances this server found dead when it joined. */
  goneAtStart(): string[] {
    return [...this.goneAtJoin];
  }

  /** Marks this process alive. */
  async beat(): Promise<void> {
    const now = this.clock.now();
    const updated = await this.database.queries.run(heartbeat, { id: this.self, now });
    if (updated === 0) await this.database.queries.run(firstHeartbeat, { id: this.self, now, serves: this.serving });
  }

  /**
   * The servers that share sharded tasks, this one included: on PostgreSQL those whose heartbeat is younger than
   * MEMBER_WINDOW_MS and whose presence lock is held (a crashed process leaves at once, a stopped one deleted its
   * row). SQLite serves one server at a time, and a CLI run shares nothing: either does all the work itself.
   */
  async shardMembers(): Promise<string[]> {
    if (this.database.dialect === 'sqlite' || !this.serving) return [this.self];
    const rows = await this.database.queries.all(presentServersSince, { since: this.clock.now() - MEMBER_WINDOW_MS, self: this.self });
    return [...new Set([this.self, ...rows.map((row) => row.id)])];
  }

  /**
   * Ids of the instances that are alive by their heartbeat, this one included, except those found dead at join (a
   * cautious answer otherwise: a process that just died still counts for a while).
   */
  async liveIds(): Promise<string[]> {
    const rows = await this.database.queries.all(beatingSince, { since: this.clock.now() - ALIVE_WINDOW_MS });
    return [...new Set([this.self, ...rows.map((row) => row.id).filter((id) => !this.goneAtJoin.has(id))])];
  }

  /**
   * Ids of the instances alive as far as a starting server can tell for certain. SQLite serves one server at a
   * time: every other instance is gone. PostgreSQL: an instance is alive while its heartbeat is recent and its
   * presence lock is held; the lock goes the moment its process dies.
   */
  private async liveAtStart(): Promise<string[]> {
    if (this.database.dialect === 'sqlite') return [this.self];
    const rows = await this.database.queries.all(presentSince, { since: this.clock.now() - ALIVE_WINDOW_MS, self: this.self });
    return [...new Set([this.self, ...rows.map((row) => row.id)])];
  }

  async isAlive(id: string): Promise<boolean> {
    return (await this.liveIds()).includes(id);
  }

  /** A clean stop: nobody needs to wait for this instance's heartbeat to go stale. */
  async leave(): Promise<void> {
    try {
      await this.database.queries.run(removal, { id: this.self });
    } finally {
      await this.presence?.release();
    }
  }
}
