import { defineEntity, p } from '@mikro-orm/core';

/** A service process sharing the database (see instances.ts); times in epoch milliseconds. */
export const ServiceInstance = defineEntity({
  name: 'ServiceInstance',
  tableName: 'portcullis_instances',
  properties: {
    id: p.string().primary(),
    startedAt: p.bigint('number'),
    heartbeatAt: p.bigint('number'),
    /** A server, which shares sharded tasks, rather than a CLI run beside servers. */
    serves: p.boolean().default(true),
  },
});
