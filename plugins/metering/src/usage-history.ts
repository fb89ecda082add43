import type { AccessControl, Actor } from '@portcullis/core';
import type { DailyUsage, UsageCounters } from './store/usage.ts';
import { utcDay } from './windows.ts';

const DAY_MS = 86_400_000;

export interface UsageHistoryJson {
  /** Every UTC day of the range, oldest first, also those without a request (a chart's axis). */
  days: string[];
  items: DailyUsage[];
}

/**
 * Requests per sandbox and UTC day over the last days, for the gateways the caller has a role on (docs/roles.md:
 * a gateway the caller cannot see is neither counted nor named).
 */
export class UsageHistory {
  private readonly usage: UsageCounters;
  private readonly access: AccessControl;

  constructor(deps: { usage: UsageCounters; access: AccessControl }) {
    this.usage = deps.usage;
    this.access = deps.access;
  }

  async perDay(actor: Actor, dayCount: number, now: number): Promise<UsageHistoryJson> {
    const days = Array.from({ length: dayCount }, (_, index) => utcDay(now - (dayCount - 1 - index) * DAY_MS));
    return { days, items: await this.access.visibleOf(actor, await this.usage.perDay(days[0]!)) };
  }
}
