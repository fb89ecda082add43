import { defineExtensionPoint } from '@portcullis/core';

/**
 * Told when a metering poll has stored its counts, on the replica that ran it (the budgets plugin checks its
 * limits then). Awaited one after the other; a failure is logged and does not stop the others.
 */
export interface UsageObserver {
  id: string;
  meteringPollFinished(signal: AbortSignal): Promise<void>;
}

export const usageObservers = defineExtensionPoint<UsageObserver>('metering.usage-observers');

/** Holds the contributions, which exist only once start-up has resolved them (the plugin's `start` sets them). */
export class UsageObserverList {
  list: UsageObserver[] = [];
}
