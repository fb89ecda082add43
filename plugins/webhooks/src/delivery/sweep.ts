import type { Instances } from '@portcullis/core';
import type { Outbox } from '../outbox/outbox.ts';
import type { Dispatcher } from './dispatcher.ts';

// Claims per round, and rounds per sweep: a backlog drains over a few sweeps rather than in one long run.
const BATCH = 200;
const ROUNDS = 5;

/**
 * The retry sweep (a global task: one replica at a time): claims deliveries that are due and held by nobody
 * (retries whose delay has passed, and deliveries whose claimant stopped or died) and hands them to this
 * instance's dispatcher. What a full lane cannot take goes straight back to the outbox.
 */
export async function sweep(deps: { outbox: Outbox; dispatcher: Dispatcher; instances: Instances }): Promise<number> {
  const { outbox, dispatcher, instances } = deps;
  if (!dispatcher.accepting) return 0;
  const liveInstances = await instances.liveIds();
  let claimed = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const jobs = await outbox.claimDue({ limit: BATCH, liveInstances, skipWebhooks: dispatcher.saturated() });
    claimed += jobs.length;
    const overflow = dispatcher.enqueue(jobs);
    if (overflow.length > 0) await outbox.release(overflow.map((job) => job.id));
    if (jobs.length < BATCH) break;
  }
  return claimed;
}
