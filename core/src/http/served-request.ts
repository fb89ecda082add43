import type { EntityManager } from '@mikro-orm/core';
import type { AwilixContainer } from 'awilix';
import type { Context } from 'koa';
import type { AuditInput, AuditWriter, EffectIntent, EffectOptions } from '../audit/writer.ts';
import type { Actor, Role } from '../auth/actor.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { ExtensionPoint, ExtensionRegistry } from '../plugins/extension-point.ts';
import { type ResolveService, resolverOf } from '../plugins/service-ref.ts';
import type { RouteRequest } from './route.ts';

/** What a served request reaches beyond its own fields. */
export interface RequestServices {
  database: Database;
  audit: AuditWriter;
  extensions: ExtensionRegistry;
}

/**
 * The request a route handler sees. Its fields are plain properties; what most handlers never use (an entity
 * manager, an abort signal, the audit helpers) is made on first access, so a read costs one object. The helpers are
 * getters returning arrow functions, so they still work when taken off the request (`resolve: request.resolve`).
 */
export class ServedRequest implements RouteRequest<unknown, unknown, unknown> {
  params: unknown = {};
  query: unknown = {};
  body: unknown = undefined;
  readonly ctx: Context;
  readonly actor: Actor | null;
  readonly role: Role | null;
  readonly requestId: string;
  readonly clientIp: string;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The entity manager forked for this request, if a handler asked for one: cleared when the request ends. */
  forkedEm: EntityManager | null = null;
  private abort: AbortController | null = null;
  private readonly container: AwilixContainer;
  private readonly services: RequestServices;

  constructor(ctx: Context, actor: Actor | null, role: Role | null, container: AwilixContainer, services: RequestServices) {
    this.ctx = ctx;
    this.actor = actor;
    this.role = role;
    this.container = container;
    this.services = services;
    this.requestId = (ctx.state.context as RequestContext).requestId;
    this.clientIp = ctx.ip;
    this.headers = ctx.headers;
  }

  get em(): EntityManager {
    this.forkedEm ??= this.services.database.fork();
    return this.forkedEm;
  }

  get resolve(): ResolveService {
    return resolverOf((name) => this.container.resolve(name));
  }

  get contributions(): <T>(point: ExtensionPoint<T>) => T[] {
    return (point) => this.services.extensions.get(point);
  }

  get audit(): <T = void>(entry: AuditInput, work?: (em: EntityManager) => Promise<T>) => Promise<T> {
    const { database, audit } = this.services;
    return (entry, work) =>
      database.transaction(async (em) => {
        const result = work ? await work(em) : (undefined as never);
        await audit.append(em, entry);
        return result;
      });
  }

  get auditedEffect(): <T>(intent: EffectIntent, call: () => Promise<T>, options?: EffectOptions<T>) => Promise<T> {
    return (intent, call, options) => this.services.audit.effect(intent, call, options);
  }

  /** Aborted when the client disconnects before the response is written. */
  get signal(): AbortSignal {
    if (!this.abort) {
      const controller = new AbortController();
      const response = this.ctx.res;
      const disconnected = () => {
        if (!response.writableFinished) controller.abort(new Error('client disconnected'));
      };
      // A client may have gone before a handler first asks; 'close' will not come again then.
      if (response.closed) disconnected();
      else response.once('close', disconnected);
      this.abort = controller;
    }
    return this.abort.signal;
  }
}
