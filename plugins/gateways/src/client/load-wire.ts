// The one door to wire.ts: grpc-js and the protos are loaded on the first call that needs them, once per process.

import { lazily } from '@portcullis/core';

export type Wire = typeof import('./wire.ts');

export const loadWire: () => Promise<Wire> = lazily(() => import('./wire.ts'));
