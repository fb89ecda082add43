import type { Meter } from './meter.ts';
import type { UsageObserverList } from './observers.ts';
import type { MeteringStore } from './store/cursors.ts';
import type { UsageCounters } from './store/usage.ts';
import type { UsageHistory } from './usage-history.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Metered requests per sandbox and UTC day: today's, and totals per window (exported: budgets read it). */
    usage: UsageCounters;
    /** Private to the metering plugin. */
    usageHistory: UsageHistory;
    meter: Meter;
    meteringStore: MeteringStore;
    usageObserverList: UsageObserverList;
  }
}
