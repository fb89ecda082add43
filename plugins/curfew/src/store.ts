import { type AuditWriter, type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import { Curfew, type CurfewEntity } from './entity.ts';
import type { CurfewBody } from './json.ts';

const query = typedQueries<TablesOf<typeof Curfew>>();

const curfewRemoved = query((db, args: { gateway: string }) => db.deleteFrom('curfews').where('gateway', '=', args.gateway));

/** Curfews by gateway; each change in one transaction with its audit row. */
export class CurfewStore {
  private readonly database: Database;
  private readonly audit: AuditWriter;
  private readonly clock: Clock;

  constructor(deps: { database: Database; audit: AuditWriter; clock: Clock }) {
    this.database = deps.database;
    this.audit = deps.audit;
    this.clock = deps.clock;
  }

  find(gateway: string): Promise<CurfewEntity | null> {
    return this.database.fork().findOne(Curfew, { gateway });
  }

  all(): Promise<CurfewEntity[]> {
    return this.database.fork().findAll(Curfew, { orderBy: { gateway: 'asc' } });
  }

  async put(gateway: string, body: CurfewBody, actor: string): Promise<CurfewEntity> {
    return this.database.transaction(async (em) => {
      const fields = {
        enabled: body.enabled,
        startMinute: body.start_minute,
        endMinute: body.end_minute,
        timeZone: body.timezone,
        updatedBy: actor,
        updatedAt: new Date(this.clock.now()),
      };
      const existing = await em.findOne(Curfew, { gateway });
      const curfew = existing ? em.assign(existing, fields) : em.create(Curfew, { gateway, ...fields });
      await em.flush();
      await this.audit.append(em, { action: 'curfew.set', resourceType: 'gateway', resourceId: gateway, gateway, detail: { ...body } });
      return curfew;
    });
  }

  async remove(gateway: string): Promise<void> {
    await this.database.queries.run(curfewRemoved, { gateway });
  }
}
