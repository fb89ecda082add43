import type { EntityManager } from '@mikro-orm/core';
import type { Context } from 'koa';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { AuditInput, EffectIntent, EffectOptions } from '../audit/writer.ts';
import type { Actor, Role } from '../auth/actor.ts';
import { recognisedAcrossCopies } from '../brand.ts';
import type { ExtensionPoint } from '../plugins/extension-point.ts';
import type { ResolveService } from '../plugins/service-ref.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: no authentication; `authenticated`: any actor; a role: at least that role. */
export type Access = 'public' | 'authenticated' | Role;

/** `form`: an `application/x-www-form-urlencoded` body, handed over as its raw text (a callback that signs the bytes). */
export type BodyType = 'json' | 'yaml' | 'text' | 'form';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** Without a schema, path parameters arrive as strings and the query as strings or lists of strings. */
type ParamsOf<S> = S extends z.ZodType ? z.output<S> : Record<string, string>;
type QueryOf<S> = S extends z.ZodType ? z.output<S> : Record<string, string | string[]>;
/** Without a declared response schema a handler may return anything serialisable. */
type ResponseOf<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface RouteRequest<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  /** The authenticated caller (null only on public routes). */
  actor: Actor | null;
  /** The caller's effective role for this route (per gateway where the route names one). */
  role: Role | null;
  requestId: string;
  clientIp: string;
  headers: Record<string, string | string[] | undefined>;
  /** A request-scoped entity manager (forked lazily on first use). */
  readonly em: EntityManager;
  /** A service by name or ref, as this route's plugin sees it. */
  resolve: ResolveService;
  /** What plugins contributed to an extension point (resolved at start-up). */
  contributions<T>(point: ExtensionPoint<T>): T[];
  /** Appends an audit row, in one transaction with `work` when given. Actor, address and request id are filled in. */
  audit<T = void>(entry: AuditInput, work?: (em: EntityManager) => Promise<T>): Promise<T>;
  /**
   * An effect on a gateway, audited write-ahead (the audit service's `effect`): the intent row commits before `call`
   * runs, the outcome row (with `options.record`'s local changes) after it. A failed call is recorded as `failed` or
   * `unknown` and rethrown.
   */
  auditedEffect<T>(intent: EffectIntent, call: () => Promise<T>, options?: EffectOptions<T>): Promise<T>;
  /** Aborted when the client goes away or the service shuts down. */
  signal: AbortSignal;
  ctx: Context;
}

export type Guard<P = unknown, Q = unknown> = (request: RouteRequest<P, Q, unknown>) => Promise<void> | void;

export interface RouteDefinition<
  PS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  RS extends Schema | undefined = undefined,
> {
  method: HttpMethod;
  /** OpenAPI-style path: `/api/gateways/{gw}/sandboxes/{name}`. */
  path: string;
  /**
   * Other paths served by this route, listed in the OpenAPI document as deprecated aliases of `path`: the interface
   * spec's `/api/gateway/{gw}/...` spelling of a canonical `/api/gateways/{gw}/...` path (docs/plugins.md). An alias
   * has the path's parameters, and names the gateway with the same one.
   */
  aliases?: readonly string[];
  access: Access;
  /** Path parameter naming the gateway; per-gateway roles apply. Defaults to `gw` when the path has `{gw}`. */
  gatewayParam?: string;
  /**
   * The route reaches every gateway at once (it hands out rights, holds or sends every gateway's data): its role is
   * needed globally and on every gateway, so that a demotion on one gateway is not gone around (docs/roles.md).
   */
  everyGateway?: boolean;
  summary: string;
  description?: string;
  tags?: string[];
  params?: PS;
  query?: QS;
  body?: BS;
  /** Accepted body encodings; default `['json']`. */
  bodyTypes?: BodyType[];
  /** Body is optional (an empty request is passed as `undefined`). */
  bodyOptional?: boolean;
  /** Schema of the JSON success body (validated against it in tests). */
  response?: RS;
  /**
   * Success status(es). The first is used when the handler returns a plain value (default 200; 204 when it returns
   * undefined); the others are what a `reply(...)` may answer instead (201 on create, 200 on replace).
   */
  status?: number | readonly number[];
  /** Media types of a success body that is not JSON (`text/event-stream`, `text/yaml`, `text/csv`...). */
  produces?: readonly string[];
  /** Headers every success carries, by name, with what they say (`Location`). */
  responseHeaders?: Record<string, string>;
  /**
   * Problem statuses this route answers beyond those the document derives from its declaration (400 for input,
   * 401/403 unless public, 404 with path parameters, 413/415 with a body, 429 unless exempt, 502-504 on a gateway).
   */
  problems?: readonly number[];
  /** Stable OpenAPI operationId (`sandboxes.create`); derived from plugin, method and path when not given. */
  operationId?: string;
  /** Checks that run after authentication, role and path/query validation, but before the body is validated. */
  guards?: Guard<ParamsOf<PS>, QueryOf<QS>>[];
  /** Exempt from the per-client rate limit (health, metrics). */
  rateLimitExempt?: boolean;
  handler(request: RouteRequest<ParamsOf<PS>, QueryOf<QS>, Out<BS>>): Promise<HandlerResult<ResponseOf<RS>>> | HandlerResult<ResponseOf<RS>>;
}

/** A response with an explicit status and headers. */
export class Reply {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;
  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

const replyMark = recognisedAcrossCopies(Reply, 'portcullis.reply');

/** True for a Reply made by any copy of @portcullis/core (so is `instanceof Reply`). */
export function isReply(value: unknown): value is Reply {
  return replyMark(value);
}

export function reply(status: number, body?: unknown, headers?: Record<string, string>): Reply {
  return new Reply(status, body, headers);
}

/** A raw handler result: the handler wrote the response itself on `ctx` (streams, downloads). The same in every copy. */
export const HANDLED: unique symbol = Symbol.for('portcullis.handled');

export type HandlerResult<R> = R | Reply | typeof HANDLED | undefined;

export interface WebSocketRequest<P = unknown, Q = unknown> {
  params: P;
  query: Q;
  actor: Actor;
  role: Role;
  requestId: string;
  clientIp: string;
  resolve: ResolveService;
}

export interface WebSocketRouteDefinition<PS extends Schema | undefined = undefined, QS extends Schema | undefined = undefined> {
  path: string;
  access: Exclude<Access, 'public'>;
  gatewayParam?: string;
  summary: string;
  params?: PS;
  query?: QS;
  handler(socket: WebSocket, request: WebSocketRequest<ParamsOf<PS>, QueryOf<QS>>): void | Promise<void>;
}

/** The status a handler's plain (non-Reply) result is answered with. */
export function defaultStatus(route: { status?: number | readonly number[] }, hasBody: boolean): number {
  const declared = Array.isArray(route.status) ? route.status[0] : route.status;
  return declared ?? (hasBody ? 200 : 204);
}

// Erased forms stored by the kernel once a plugin's declaration has been type-checked.
export type AnyRoute = RouteDefinition<Schema | undefined, Schema | undefined, Schema | undefined, Schema | undefined> & { plugin: string };
export type AnyWebSocketRoute = WebSocketRouteDefinition<Schema | undefined, Schema | undefined> & { plugin: string };
