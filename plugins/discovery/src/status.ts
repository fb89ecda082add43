import { defineEntity, type EntityManager, p } from '@mikro-orm/core';
import type { Database } from '@portcullis/core';
import type { ScanResult } from './result.ts';

// The last scan's result, in the database rather than in memory: every replica's status endpoint shows the same
// scan, whichever replica ran it, and a restart does not forget it. One row, replaced by each scan.

const LAST = 'last';

export const DiscoveryStatus = defineEntity({
  name: 'DiscoveryStatus',
  tableName: 'discovery_status',
  properties: {
    id: p.string().primary(),
    result: p.json<ScanResult>(),
  },
});

export async function saveLastScan(em: EntityManager, result: ScanResult): Promise<void> {
  await em.upsert(DiscoveryStatus, { id: LAST, result });
}

export async function loadLastScan(database: Database): Promise<ScanResult | null> {
  const row = await database.fork().findOne(DiscoveryStatus, { id: LAST });
  return row?.result ?? null;
}
