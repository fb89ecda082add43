import { defineEntity, p } from '@mikro-orm/core';

/** A named lease on a global task (see lease.ts): who holds it, and until when, in epoch milliseconds. */
export const SchedulerLease = defineEntity({
  name: 'SchedulerLease',
  tableName: 'portcullis_leases',
  properties: {
    name: p.string().primary(),
    holder: p.string(),
    expiresAt: p.bigint('number'),
  },
});
