// Per-sandbox fan-out of live items to WatchSandbox subscribers.

import type { Sandbox } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import type { LogEntry } from './logs.ts';
import type { EventEntry, SandboxRecord } from './types.ts';

export type WatchItem = { kind: 'sandbox'; sandbox: Sandbox; record: SandboxRecord } | { kind: 'log'; entry: LogEntry } | { kind: 'event'; entry: EventEntry };

/** How a stream ends when it is not with OK. */
export interface StreamClosing {
  code: number;
  message: string;
}

export interface WatchSubscriber {
  deliver(item: WatchItem): void;
  /** End the stream after what is already queued: with OK, or with `closing`'s status. */
  finish(closing?: StreamClosing): void;
  /** End the stream with an error status (lag injection). */
  fail(code: number, message: string): void;
}

export class WatchHub {
  private readonly subscribers = new Map<string, Set<WatchSubscriber>>();

  subscribe(sandboxId: string, subscriber: WatchSubscriber): () => void {
    const set = this.subscribers.get(sandboxId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(sandboxId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(sandboxId);
    };
  }

  publish(sandboxId: string, item: WatchItem): void {
    for (const subscriber of [...(this.subscribers.get(sandboxId) ?? [])]) subscriber.deliver(item);
  }

  finishAll(sandboxId: string, closing?: StreamClosing): void {
    for (const subscriber of [...(this.subscribers.get(sandboxId) ?? [])]) subscriber.finish(closing);
  }

  failAll(sandboxId: string, code: number, message: string): number {
    const targets = [...(this.subscribers.get(sandboxId) ?? [])];
    for (const subscriber of targets) subscriber.fail(code, message);
    return targets.length;
  }

  openStreams(sandboxId: string): number {
    return this.subscribers.get(sandboxId)?.size ?? 0;
  }

  /** Open streams per sandbox id. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.subscribers].map(([id, set]) => [id, set.size]));
  }
}
