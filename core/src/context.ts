import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from './auth/actor.ts';
import { sharedAcrossCopies } from './brand.ts';

// What is known about the request (or task) being served, available anywhere below it without threading it
// through every call: the gateway client forwards the request id, the event bus stamps the actor, the audit
// writer records the client address.
export interface RequestContext {
  requestId: string;
  actor: Actor | null;
  clientIp: string | null;
}

// Shared with any other copy of the kernel package in the process, so a plugin that brought its own copy still
// sees the request it serves.
const storage = sharedAcrossCopies('portcullis.request-context', () => new AsyncLocalStorage<RequestContext>());

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}
