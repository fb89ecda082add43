// One WatchSandbox stream: filters live items, respects backpressure with a bounded queue, and ends with
// RESOURCE_EXHAUSTED `watch stream lagged; dropped N messages` when the consumer falls too far behind.

import * as grpc from '@grpc/grpc-js';
import type { SandboxStreamEvent } from '@portcullis/proto/generated/openshell/v1/SandboxStreamEvent';
import type { WatchSandboxRequest__Output } from '@portcullis/proto/generated/openshell/v1/WatchSandboxRequest';
import { lineMatches } from '../state/log-filter.ts';
import { PHASE } from '../state/types.ts';
import type { StreamClosing, WatchItem, WatchSubscriber } from '../state/watch-hub.ts';

type WatchStream = grpc.ServerWritableStream<WatchSandboxRequest__Output, SandboxStreamEvent>;

export function lagMessage(dropped: number): string {
  return `watch stream lagged; dropped ${dropped} messages`;
}

export class WatchSubscription implements WatchSubscriber {
  private readonly stream: WatchStream;
  private readonly request: WatchSandboxRequest__Output;
  private readonly capacity: number;
  private readonly queue: SandboxStreamEvent[] = [];
  private waitingForDrain = false;
  /** Set once the stream should end after what is queued has been written. */
  private ending: { closing: StreamClosing | undefined } | undefined;
  private closed = false;
  private onClose: () => void = () => {};

  constructor(stream: WatchStream, request: WatchSandboxRequest__Output, capacity: number) {
    this.stream = stream;
    this.request = request;
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
      const ready = item.sandbox.status?.phase === PHASE.READY;
      if (this.request.follow_status || (this.request.stop_on_terminal && ready)) this.send({ sandbox: item.sandbox });
      if (this.request.stop_on_terminal && ready) this.finish();
    } else if (item.kind === 'log') {
      const filters = { sinceMs: this.request.log_since_ms, sources: this.request.log_sources, minLevel: this.request.log_min_level };
      if (this.request.follow_logs && lineMatches(item.line, filters)) this.send({ log: item.line });
    } else if (this.request.follow_events) {
      this.send({ event: item.event });
    }
  }

  send(event: SandboxStreamEvent): void {
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
