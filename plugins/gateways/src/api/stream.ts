import { EventEmitter } from 'node:events';

// A server stream of a gateway in our words: `data` carries mapped items, `error` a mapped Problem (the gRPC status
// is in its `grpc_status` extension), `end` a normal end. Whoever holds one can `cancel()` it.

export interface GatewayStream<T> {
  on(event: 'data', listener: (item: T) => void): this;
  on(event: 'error', listener: (error: unknown) => void): this;
  on(event: 'end', listener: () => void): this;
  once(event: 'data', listener: (item: T) => void): this;
  once(event: 'error', listener: (error: unknown) => void): this;
  once(event: 'end', listener: () => void): this;
  cancel(): void;
}

/** What the pool's grpc-js stream looks like to the mapper (a ClientReadableStream). */
export interface WireStream {
  on(event: 'data', listener: (message: unknown) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  cancel(): void;
}

/**
 * Maps every message of `source` with `map` (null: skip it) and every error with `problem`. A message `map` cannot
 * read ends the stream with that error: a half-understood stream is worse than a broken one.
 */
export function mappedStream<T>(source: WireStream, map: (message: unknown) => T | null, problem: (error: unknown) => unknown): GatewayStream<T> {
  const stream = new MappedStream<T>(source);
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    stream.emit('error', problem(error));
  };
  source.on('data', (message) => {
    if (failed) return;
    let item: T | null;
    try {
      item = map(message);
    } catch (error) {
      fail(error);
      source.cancel();
      return;
    }
    if (item !== null) stream.emit('data', item);
  });
  source.on('error', fail);
  source.on('end', () => {
    if (!failed) stream.emit('end');
  });
  return stream;
}

class MappedStream<T> extends EventEmitter implements GatewayStream<T> {
  private readonly source: WireStream;

  constructor(source: WireStream) {
    super();
    this.source = source;
    // An error nobody listens to must not throw: the holder may have stopped listening after cancelling.
    this.on('error', () => {});
  }

  cancel(): void {
    this.source.cancel();
  }
}
