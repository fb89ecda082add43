// The one door to wire.ts: grpc-js and the protos are loaded on the first call that needs them, once per process.

export type Wire = typeof import('./wire.ts');

let loading: Promise<Wire> | undefined;

export function loadWire(): Promise<Wire> {
  loading ??= import('./wire.ts');
  return loading;
}
