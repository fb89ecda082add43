import { createRequire } from 'node:module';
import type KoaRouter from '@koa/router';
import type { AwilixContainer } from 'awilix';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { AuditWriter } from '../audit/writer.ts';
import type { AccessControl } from '../auth/access.ts';
import type { Actor, Role } from '../auth/actor.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { Problem, problems } from '../errors.ts';
import type { ExtensionRegistry } from '../plugins/extension-point.ts';
import { rememberAdmission } from './admission.ts';
import type { BodyReader } from './body.ts';
import { answerJson, isJsonValue } from './json-body.ts';
import { type AnyRoute, defaultStatus, HANDLED, isReply } from './route.ts';
import { ServedRequest } from './served-request.ts';
import { decodePathParams, queryObject, validateInput, validateQuery } from './validate.ts';

// @koa/router's ES-module build imports node:http, which loads Node's bundled undici (see net/node-http.ts); its
// CommonJS build hands over the same class without doing so.
const Router: typeof KoaRouter = createRequire(import.meta.url)('@koa/router');

export interface RouteDependencies {
  authenticate(ctx: Context): Promise<Actor | null>;
  access: AccessControl;
  database: Database;
  audit: AuditWriter;
  bodies: BodyReader;
  containers: Map<string, AwilixContainer>;
  extensions: ExtensionRegistry;
  logger: Logger;
  /** Tests validate every response against its declared schema. */
  validateResponses: boolean;
}

const PATH_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** `/api/gateways/{gw}` → `/api/gateways/:gw` */
export function routerPath(path: string): string {
  return path.replace(PATH_PARAM, ':$1');
}

/** `/api/gateways/{gw}/sandboxes/{name}` → `['gw', 'name']`, in path order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1]!);
}

export function gatewayParamOf(route: { path: string; gatewayParam?: string }): string | undefined {
  return route.gatewayParam ?? (route.path.includes('{gw}') ? 'gw' : undefined);
}

/** The parameter right after `/api/gateway/`, `/api/gateways/` or `/ws/`: in those paths it names a gateway. */
const GATEWAY_IN_PATH = /^\/(?:api\/gateways?|ws)\/\{([^}]+)\}/;

interface DeclaredPaths {
  method?: string;
  path: string;
  aliases?: readonly string[];
  gatewayParam?: string;
}

/** The route's path, then its aliases. */
export function pathsOf(route: { path: string; aliases?: readonly string[] }): string[] {
  return [route.path, ...(route.aliases ?? [])];
}

/**
 * A route whose path names a gateway must say which parameter does, or the per-gateway role would not apply and a
 * caller demoted on that gateway would act there with the global role (docs/roles.md); a declared parameter must
 * be one of the path's. An alias is held to the same: it has the path's parameters and names the same gateway one,
 * so that it resolves the same role.
 */
export function gatewayParamProblem(route: DeclaredPaths, plugin: string): string | null {
  const declared = gatewayParamOf(route);
  const where = (path: string) => `plugin ${plugin}: route ${route.method ? `${route.method} ` : ''}${path}`;
  const named = GATEWAY_IN_PATH.exec(route.path)?.[1];
  if (named && declared !== named)
    return `${where(route.path)} names a gateway in {${named}} but declares gatewayParam ${declared ? `'${declared}'` : 'none'}: add gatewayParam: '${named}'`;
  if (declared && !pathParamNames(route.path).includes(declared))
    return `${where(route.path)} declares gatewayParam '${declared}', which is not a parameter of its path`;
  for (const alias of route.aliases ?? []) {
    const problem = aliasProblem(route.path, alias, declared);
    if (problem) return `${where(alias)} ${problem}`;
  }
  return null;
}

function aliasProblem(path: string, alias: string, declared: string | undefined): string | null {
  const parameters = (of: string) => pathParamNames(of).sort().join(',');
  if (parameters(alias) !== parameters(path)) return `is an alias of ${path} but its parameters differ: an alias has the parameters of its path`;
  const named = GATEWAY_IN_PATH.exec(alias)?.[1];
  if (named && named !== declared)
    return `is an alias of ${path} but names a gateway in {${named}}, not in {${declared ?? ''}}: an alias names the same gateway`;
  return null;
}

/** Per path segment: 0 for a literal, 1 for a parameter. */
function segmentWeights(path: string): number[] {
  return path.split('/').map((segment) => (segment.startsWith('{') ? 1 : 0));
}

/**
 * Literal segments win over parameters at the same depth (`/gateway/discover` before `/gateway/{name}`, whatever
 * methods each declares), so neither the declaration order of routes nor of plugins decides which route answers.
 * A total order — segment weights compared in turn, then depth, then the path itself — because `sort` with a
 * comparator that calls unrelated paths equal (different depths) may leave a parameter route before a literal one.
 */
export function bySpecificity(a: { path: string }, b: { path: string }): number {
  const left = segmentWeights(a.path);
  const right = segmentWeights(b.path);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const difference = left[i]! - right[i]!;
    if (difference !== 0) return difference;
  }
  if (left.length !== right.length) return left.length - right.length;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

export function buildRouter(routes: AnyRoute[], deps: RouteDependencies): KoaRouter {
  const router = new Router();
  const served = routes.flatMap((route) =>
    pathsOf(route).map((path) => ({
      route,
      path,
      paramNames: pathParamNames(path),
      gatewayParam: gatewayParamOf(route),
      container: deps.containers.get(route.plugin)!,
    })),
  );
  for (const each of served.sort(bySpecificity)) router.register(routerPath(each.path), [each.route.method], (ctx: Context) => handle(each, ctx, deps));
  return router;
}

/** What a route needs per request on one of its paths, worked out once when the router is built. */
interface ServedRoute {
  route: AnyRoute;
  /** The path or alias this entry serves. */
  path: string;
  paramNames: string[];
  gatewayParam: string | undefined;
  container: AwilixContainer;
}

async function handle({ route, path, paramNames, gatewayParam, container }: ServedRoute, ctx: Context, deps: RouteDependencies): Promise<void> {
  ctx.state.routeTemplate = path;
  const context = ctx.state.context as RequestContext;
  const actor = await deps.authenticate(ctx);
  context.actor = actor;
  if (!actor && route.access !== 'public') throw problems.unauthenticated();
  const params = decodePathParams(rawPathParams(paramNames, ctx));
  const gateway = gatewayParam ? (params[gatewayParam] ?? null) : null;
  const role: Role | null =
    route.access === 'public' ? (actor ? await deps.access.effectiveRole(actor, gateway) : null) : await deps.access.admit(actor, route.access, gateway);
  const access = route.access;
  // A route that reaches every gateway at once needs the role on each of them (docs/roles.md).
  const everyGateway: Role | null = route.everyGateway && access !== 'public' && access !== 'authenticated' ? access : null;
  if (everyGateway && actor) await deps.access.checkEveryGateway(actor, everyGateway);
  if (actor && access !== 'public') {
    rememberAdmission(ctx, {
      actor,
      admit: async (again) => {
        await deps.access.admit(again, access, gateway);
        if (everyGateway) await deps.access.checkEveryGateway(again, everyGateway);
      },
    });
  }
  const request = new ServedRequest(ctx, actor, role, container, deps);
  request.params = validateInput(route.params, params, 'params');
  // Most reads carry no query string: no parser for it then.
  request.query = validateQuery(route.query, ctx.querystring ? queryObject(new URLSearchParams(ctx.querystring)) : {});
  for (const guard of route.guards ?? []) await guard(request as never);
  if (route.body) {
    const raw = await deps.bodies.read(ctx, route.bodyTypes ?? ['json'], route.bodyOptional ?? false);
    request.body = raw === undefined && route.bodyOptional ? undefined : validateInput(route.body, raw, 'body');
  }
  try {
    const result = await route.handler(request as never);
    respond(route, ctx, result, deps);
  } finally {
    if (request.forkedEm) request.forkedEm.clear();
  }
}

/** The router's captures, still percent-encoded (its own decoding passes undecodable text on unchanged). */
function rawPathParams(names: string[], ctx: Context): Record<string, string> {
  const captures = (ctx as Context & { captures?: string[] }).captures ?? [];
  const raw: Record<string, string> = {};
  for (let index = 0; index < names.length; index += 1) raw[names[index]!] = captures[index] ?? '';
  return raw;
}

function respond(route: AnyRoute, ctx: Context, result: unknown, deps: RouteDependencies): void {
  if (result === HANDLED) return;
  if (isReply(result)) {
    ctx.status = result.status;
    ctx.set(result.headers);
    if (result.body !== undefined) answer(ctx, checkResponse(route, result.body, deps));
    return;
  }
  if (result === undefined) {
    ctx.status = defaultStatus(route, false);
    return;
  }
  ctx.status = defaultStatus(route, true);
  answer(ctx, checkResponse(route, result, deps));
}

function answer(ctx: Context, body: unknown): void {
  if (isJsonValue(body)) answerJson(ctx, body);
  else ctx.body = body;
}

function checkResponse(route: AnyRoute, body: unknown, deps: RouteDependencies): unknown {
  if (!deps.validateResponses || !route.response || typeof body !== 'object' || body === null) return body;
  const result = route.response.safeParse(body);
  if (result.success) return body;
  deps.logger.error({ route: `${route.method} ${route.path}`, issues: result.error.issues }, 'response does not match its declared schema');
  throw new Problem(500, 'RESPONSE_SCHEMA_MISMATCH', {
    detail: `${route.method} ${route.path} answered outside its schema: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  });
}
