import type { Database } from '../db/database.ts';

// Every process beats into portcullis_instances (core-plugin.ts). Work a process owns (operations, open audit
// intents) is orphaned once its owner stops beating; one rule decides that for all of them.
const ALIVE_WINDOW_MS = 30_000;

/** Instances that beat within the window, and always `self`. */
export async function liveInstances(database: Database, self: string, now: number): Promise<string[]> {
  const alive = await database.execute<{ id: string }>('SELECT id FROM portcullis_instances WHERE heartbeat_at > ?', [now - ALIVE_WINDOW_MS]);
  return [...new Set([self, ...alive.map((row) => row.id)])];
}
