import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from './auth/actor.ts';
import { sharedAcrossCopies } from './brand.ts';
import type { TraceSpan } from './tracing/span.ts';

// What is known about the request (or task) being served, available anywhere below it without threading it
// through every call: the gateway client forwards the request id, the event bus stamps the actor, the audit
// writer records the client address and the operation.
export interface RequestContext {
  requestId: string;
  actor: Actor | null;
  clientIp: string | null;
  /** Set while an operation's work runs: the audit rows it writes name it. */
  operationId?: string;
  /** The span of this request, task run or operation while tracing is on (docs/observability.md). */
  span?: TraceSpan;
  /**
   * What layers of one request work out once and share (a guard and its handler, the role checks of one actor),
   * by key; it goes away with the request. Read and written through `oncePerRequest`.
   */
  state: Map<string, unknown>;
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

/** A context for a request or a piece of background work, with empty per-request state. */
export function newContext(fields: Omit<RequestContext, 'state' | 'span'>): RequestContext {
  return { ...fields, state: new Map() };
}

/**
 * `fn` on behalf of `actor` within the current request: what it audits and emits names that actor. For a caller
 * proven by other means than the request's authentication (a chat service's signed callback naming a linked user).
 */
export function runAsActor<T>(actor: Actor, fn: () => T): T {
  const current = storage.getStore();
  return storage.run(newContext({ requestId: current?.requestId ?? 'background', clientIp: current?.clientIp ?? null, actor }), fn);
}

/**
 * `compute()` once per request (or task run, or operation) for `key`, shared by everything that asks for the same key
 * while serving it; outside any (a CLI command, start-up) it is computed on every call. Prefix keys with the plugin
 * id. A rejected promise is forgotten, so the next caller tries again.
 */
export function oncePerRequest<T>(key: string, compute: () => T): T {
  const state = storage.getStore()?.state;
  if (!state) return compute();
  if (state.has(key)) return state.get(key) as T;
  const value = compute();
  state.set(key, value);
  if (value instanceof Promise)
    value.catch(() => {
      if (state.get(key) === value) state.delete(key);
    });
  return value;
}
