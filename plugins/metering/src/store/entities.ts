import { defineEntity, p } from '@mikro-orm/core';

// The metering tables as the typed queries of cursors.ts and usage.ts see them. Times are epoch milliseconds and the
// cursor's state is JSON text on both dialects, as the migrations made them (migrations.ts).

/** Where a sandbox's log was read up to; `version` is what each commit compares and swaps. */
export const MeteringCursor = defineEntity({
  name: 'MeteringCursor',
  tableName: 'metering_cursors',
  properties: {
    gateway: p.string().primary(),
    sandboxId: p.string().primary(),
    workspace: p.string(),
    sandbox: p.string(),
    lastMs: p.bigint('number'),
    /** The `atLast` entries of the cursor's state, as JSON text. */
    atLast: p.text(),
    /** 1 when the sandbox was running at the last poll, else 0. */
    running: p.integer(),
    version: p.integer(),
    updatedAt: p.bigint('number'),
  },
});

/** A sandbox's requests on one UTC day (`YYYY-MM-DD`). */
export const MeteringCounter = defineEntity({
  name: 'MeteringCounter',
  tableName: 'metering_counters',
  properties: {
    gateway: p.string().primary(),
    workspace: p.string().primary(),
    sandbox: p.string().primary(),
    day: p.string().primary(),
    requests: p.bigint('number'),
  },
  indexes: [{ name: 'metering_counters_day', properties: ['day'] }],
});

/** Named values of the plugin itself (the activation time). */
export const MeteringState = defineEntity({
  name: 'MeteringState',
  tableName: 'metering_state',
  properties: {
    name: p.string().primary(),
    value: p.bigint('number'),
  },
});
