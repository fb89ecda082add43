// WatchSandbox's order (docs/openshell-0.0.md §b.6, §f.6): the snapshot first, then the log tail, then the event tail
// (or, when resuming, everything after the resume position), then live items. Both wire lines run this; they differ
// only in how they read the request and write the items.
import type * as grpc from '@grpc/grpc-js';
import type { Gateway } from '../state/gateway.ts';
import { selectLogs } from '../state/log-filter.ts';
import type { LogEntry } from '../state/logs.ts';
import { toWire } from '../state/sandboxes.ts';
import type { EventEntry, SandboxRecord } from '../state/types.ts';
import type { WatchFormat, WatchOptions } from './options.ts';
import { WatchSubscription } from './subscription.ts';

type Replayed = { seq: number; kind: 'log'; entry: LogEntry } | { seq: number; kind: 'event'; entry: EventEntry };

function tails(gateway: Gateway, record: SandboxRecord, options: WatchOptions): Replayed[] {
  const items: Replayed[] = [];
  if (options.followLogs) {
    const { entries } = selectLogs(gateway.logs.ring(record.id), { lines: options.logTailLines, ...options.logFilter });
    items.push(...entries.map((entry) => ({ seq: entry.seq, kind: 'log' as const, entry })));
  }
  if (options.followEvents && options.eventTail > 0) {
    items.push(...record.events.slice(-options.eventTail).map((entry) => ({ seq: entry.seq, kind: 'event' as const, entry })));
  }
  return items;
}

/** Every retained item after `after`, logs and events interleaved in the order they happened. */
function itemsAfter(gateway: Gateway, record: SandboxRecord, options: WatchOptions, after: number): Replayed[] {
  const logs = options.followLogs
    ? selectLogs(gateway.logs.ring(record.id), { lines: 0, ...options.logFilter }).entries.map((entry) => ({ seq: entry.seq, kind: 'log' as const, entry }))
    : [];
  const events = options.followEvents ? record.events.map((entry) => ({ seq: entry.seq, kind: 'event' as const, entry })) : [];
  return [...logs, ...events].filter((item) => item.seq > after).sort((a, b) => a.seq - b.seq);
}

export function openWatch<E>(
  gateway: Gateway,
  record: SandboxRecord,
  options: WatchOptions,
  stream: grpc.ServerWritableStream<unknown, E>,
  format: WatchFormat<E>,
): void {
  const subscription = new WatchSubscription(stream, options, format, gateway.options.watchBufferSize);
  subscription.send(format.sandbox(toWire(record), record));
  // upstream ends at once when the first snapshot is already terminal, before any tail
  if (options.stopOnTerminal && options.terminalPhases.has(record.phase)) {
    subscription.finish();
    return;
  }
  const replay = options.resumeAfter === undefined ? tails(gateway, record, options) : itemsAfter(gateway, record, options, options.resumeAfter);
  for (const item of replay) subscription.send(item.kind === 'log' ? format.log(item.entry) : format.event(item.entry));
  subscription.whenClosed(gateway.watch.subscribe(record.id, subscription));
}
