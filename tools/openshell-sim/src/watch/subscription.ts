// One WatchSandbox stream: filters live items, respects backpressure with a bounded queue, and ends with
// RESOURCE_EXHAUSTED `watch stream lagged; dropped N messages` when the consumer falls too far behind.

import * as grpc from '@grpc/grpc-js';
import { lineMatches } from '../state/log-filter.ts';
import type { StreamClosing, WatchItem, WatchSubscriber } from '../state/watch-hub.ts';
import type { WatchFormat, WatchOptions } from './options.ts';

export function lagMessage(dropped: number): string {
  return `watch stream lagged; dropped ${dropped} messages`;
}

export class WatchSubscription<E> implements WatchSubscriber {
  private readonly stream: grpc.ServerWritableStream<unknown, E>;
  private readonly options: WatchOptions;
  private readonly format: WatchFormat<E>;
  private readonly capacity: number;
  private readonly queue: E[] = [];
  private waitingForDrain = false;
  /** Set once the stream should end after what is queued has been written. */
  private ending: { closing: StreamClosing | undefined } | undefined;
  private closed = false;
  private onClose: () => void = () => {};

  constructor(stream: grpc.ServerWritableStream<unknown, E>, options: WatchOptions, format: WatchFormat<E>, capacity: number) {
    this.stream = stream;
    this.options = options;
    this.format = format;
    this.capacity = capacity;
    stream.on('cancelled', () => this.close());
  }

  /** Called once the subscription is registered, so closing can unregister it. */
  whenClosed(callback: () => void): void {
    this.onClose = callback;
    if (this.closed) callback();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  deliver(item: WatchItem): void {
    if (this.closed) return;
    if (item.kind === 'sandbox') {
      const terminal = this.options.terminalPhases.has(item.sandbox.status?.phase as never);
      const stops = this.options.stopOnTerminal && terminal;
      if (this.options.followStatus || stops) this.send(this.format.sandbox(item.sandbox, item.record));
      if (stops) this.finish();
    } else if (item.kind === 'log') {
      if (this.options.followLogs && lineMatches(item.entry.line, this.options.logFilter)) this.send(this.format.log(item.entry));
    } else if (this.options.followEvents) {
      this.send(this.format.event(item.entry));
    }
  }

  send(event: E): void {
    if (this.closed) return;
    if (this.waitingForDrain) {
      if (this.queue.length >= this.capacity) {
        this.fail(grpc.status.RESOURCE_EXHAUSTED, lagMessage(this.queue.length + 1));
        return;
      }
      this.queue.push(event);
      return;
    }
    if (!this.stream.write(event)) this.awaitDrain();
  }

  private awaitDrain(): void {
    this.waitingForDrain = true;
    this.stream.once('drain', () => this.flush());
  }

  private flush(): void {
    this.waitingForDrain = false;
    while (this.queue.length > 0 && !this.closed) {
      if (!this.stream.write(this.queue.shift()!)) {
        this.awaitDrain();
        return;
      }
    }
    if (this.ending) this.finish(this.ending.closing);
  }

  /** Ends once everything queued has been written: with OK, or with `closing`'s status. */
  finish(closing?: StreamClosing): void {
    if (this.closed) return;
    if (this.waitingForDrain) {
      this.ending = { closing };
      return;
    }
    this.close();
    if (closing) this.stream.emit('error', { code: closing.code, details: closing.message });
    else this.stream.end();
  }

  fail(code: number, message: string): void {
    if (this.closed) return;
    this.close();
    this.queue.length = 0;
    this.stream.emit('error', { code, details: message });
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
  }
}
