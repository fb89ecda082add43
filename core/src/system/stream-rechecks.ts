import { accessChangeEvents } from '../auth/extension-points.ts';
import type { EventName } from '../events/bus.ts';
import type { PluginApi, PluginRuntime } from '../plugins/define.ts';

/** The periodic check of every open stream: what no event announces (an API key or a session expiring) ends here. */
export function streamRecheckTask(api: Pick<PluginApi<unknown>, 'task'>, everySeconds: number): void {
  api.task({
    id: 'core.stream-recheck',
    every: `${everySeconds}s`,
    scope: 'local',
    run: ({ resolve }) => resolve('streams').recheck(),
  });
}

/**
 * Every replica checks its open streams again after each event a plugin declared an access change (docs/streams.md).
 * The check is started, not awaited: it may wait for this replica to have read the event log up to now, which it
 * has not while one of the log's subscribers is still running.
 */
export function followAccessChanges(runtime: Pick<PluginRuntime<unknown>, 'resolve' | 'contributions'>): void {
  const streams = runtime.resolve('streams');
  const events = runtime.resolve('events');
  for (const pattern of new Set(runtime.contributions(accessChangeEvents))) {
    events.on(
      pattern as EventName,
      () => {
        void streams.recheck();
      },
      { replicas: 'all' },
    );
  }
}
