import type { Clock } from '@portcullis/core';
import type { SandboxDetailFields } from '@portcullis/plugin-sandboxes';
import type { UsageCounters } from './store/usage.ts';

/** `metered_requests_today` on sandbox JSON: today's count (0 for a sandbox nothing was counted for yet). */
export function meteredToday(usage: UsageCounters, clock: Clock): SandboxDetailFields {
  return {
    id: 'metering',
    fields: async (scope, names) => {
      const today = await usage.today(scope, clock.now());
      return new Map(names.map((name) => [name, { metered_requests_today: today.get(name) ?? 0 }]));
    },
  };
}
