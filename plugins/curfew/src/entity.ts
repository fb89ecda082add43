import { defineEntity, p } from '@mikro-orm/core';

/** A gateway's curfew (spec: Curfew): a daily window, in a time zone, during which its sandboxes are cut off. */
export const Curfew = defineEntity({
  name: 'Curfew',
  tableName: 'curfews',
  properties: {
    gateway: p.string().primary(),
    enabled: p.boolean(),
    startMinute: p.integer(),
    endMinute: p.integer(),
    timeZone: p.string().fieldName('timezone'),
    updatedBy: p.string(),
    updatedAt: p.datetime(),
  },
});

export type CurfewEntity = InstanceType<typeof Curfew.class>;
