import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AwilixContainer } from 'awilix';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { AccessControl } from '../auth/access.ts';
import type { Actor, Role } from '../auth/actor.ts';
import type { AuthRequest } from '../auth/chain.ts';
import { newContext, runWithContext } from '../context.ts';
import { isProblem, problems } from '../errors.ts';
import { lazily } from '../lazy.ts';
import type { Metrics } from '../metrics.ts';
import { resolverOf } from '../plugins/service-ref.ts';
import { authRequestFromUpgrade } from './auth-request.ts';
import { writeRawProblem } from './raw-response.ts';
import { requestIdFrom } from './request-id.ts';
import type { AnyWebSocketRoute } from './route.ts';
import { gatewayParamOf, pathParamNames } from './router.ts';
import { closeCodeOf, closeReason, type StreamGrant } from './stream-access.ts';
import type { StreamRegistry } from './streams.ts';
import { decodePathParams, queryObject, validateInput, validateQuery } from './validate.ts';

interface CompiledRoute {
  route: AnyWebSocketRoute;
  pattern: RegExp;
  names: string[];
}

interface Accepted {
  route: AnyWebSocketRoute;
  actor: Actor;
  role: Role;
  params: unknown;
  query: unknown;
  ip: string;
  /** What the socket is re-checked against while it is open. */
  grant: StreamGrant;
}

export interface WebSocketDependencies {
  routes: AnyWebSocketRoute[];
  authenticate(request: AuthRequest): Promise<Actor | null>;
  /** Query parameters the auth chain reads credentials from: not the route's, so not checked against its schema. */
  credentialQuery(): ReadonlySet<string>;
  access: AccessControl;
  containers: Map<string, AwilixContainer>;
  streams: StreamRegistry;
  logger: Logger;
  metrics: Metrics;
  clientIp(request: IncomingMessage): string;
  securityHeaders: Record<string, string>;
  /** WWW-Authenticate challenges of a 401. */
  challenges: () => string[];
}

/** Frames larger than this close the connection with 1009; no route's clients send more than small commands. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

function compile(route: AnyWebSocketRoute): CompiledRoute {
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([A-Za-z_][A-Za-z0-9_]*)\\?\}/g, '([^/]+)');
  return { route, pattern: new RegExp(`^${source}$`), names: pathParamNames(route.path) };
}

/**
 * Routes WebSocket upgrades to declared handlers after the same authentication, role checks and input checks as
 * HTTP routes. Nothing a client sends can escape as an exception: a refused upgrade is a problem+json response
 * on the socket, a protocol error on an accepted socket closes it (ws picks the close code: 1002, 1007, 1009),
 * and a failing handler closes it with 1011. An accepted socket whose caller loses access is closed with 4401
 * (credential no longer valid) or 4403 (right lost) and the reason (docs/streams.md).
 */
export function webSocketUpgrades(deps: WebSocketDependencies) {
  // ws is loaded with the first upgrade, not at start-up.
  const upgrader = lazily(async () => new (await import('ws')).WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES }));
  const compiled = deps.routes.map(compile);
  const open = openClients(deps.metrics);
  return async function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const requestId = requestIdFrom(request.headers['x-request-id']);
    // Node hands the socket over without an error listener; until ws takes it, a reset would be fatal.
    const dropSocket = (error: Error) => {
      deps.logger.debug({ err: error, request_id: requestId }, 'websocket upgrade connection failed');
      socket.destroy();
    };
    socket.on('error', dropSocket);
    try {
      const accepted = await admit(request, compiled, deps);
      const server = await upgrader();
      server.handleUpgrade(request, socket, head, (ws) => {
        socket.off('error', dropSocket);
        ws.once('close', open(accepted.route.path));
        serve(ws, accepted, requestId, deps);
      });
    } catch (error) {
      refuse(socket, error, requestId, deps);
    }
  };
}

/** portcullis_websocket_clients{route}: connections open now. Returns what to call when one closes. */
function openClients(metrics: Metrics): (route: string) => () => void {
  const open = new Map<string, number>();
  metrics.gauge('websocket_clients', 'Open WebSocket connections on this replica, by route template.', ['route'], (gauge) => {
    gauge.reset();
    for (const [route, count] of open) gauge.set({ route }, count);
  });
  return (route) => {
    open.set(route, (open.get(route) ?? 0) + 1);
    return () => open.set(route, (open.get(route) ?? 1) - 1);
  };
}

/** Authentication, path parameters as text, role, then their schema and the query, exactly in the order of HTTP routes. */
async function admit(request: IncomingMessage, compiled: CompiledRoute[], deps: WebSocketDependencies): Promise<Accepted> {
  const url = requestTarget(request.url);
  const match = compiled.map((candidate) => ({ candidate, found: candidate.pattern.exec(url.pathname) })).find((item) => item.found);
  if (!match) throw problems.notFound('NOT_FOUND', 'No WebSocket endpoint here.');
  const { route, names } = match.candidate;
  const rawParams = Object.fromEntries(names.map((name, index) => [name, match.found![index + 1]!]));
  const ip = deps.clientIp(request);
  const credential = authRequestFromUpgrade(request, url, ip);
  const actor = await deps.authenticate(credential);
  if (!actor) throw problems.unauthenticated();
  const decoded = decodePathParams(rawParams);
  const gatewayParam = gatewayParamOf(route);
  const gateway = gatewayParam ? (decoded[gatewayParam] ?? null) : null;
  const role = await deps.access.check(actor, route.access, gateway);
  const params = validateInput(route.params, decoded, 'params');
  const query = validateQuery(route.query, routeQuery(url.searchParams, deps.credentialQuery()));
  const grant: StreamGrant = { credential, actor, authorize: (again) => deps.access.check(again, route.access, gateway) };
  return { route, actor, role, params, query, ip, grant };
}

/** The query as the route sees it: without the credential parameters the auth chain has already read. */
function routeQuery(search: URLSearchParams, credentials: ReadonlySet<string>): Record<string, string | string[]> {
  const query = queryObject(search);
  for (const name of credentials) delete query[name];
  return query;
}

/** The request target as a URL; an absolute-form target with a broken host (`http://[::1/ws/...`) is a 400. */
function requestTarget(target: string | undefined): URL {
  try {
    return new URL(target ?? '/', 'http://upgrade.invalid');
  } catch {
    throw problems.badRequest('MALFORMED_REQUEST', 'The request target is not a valid URL.');
  }
}

function serve(ws: WebSocket, accepted: Accepted, requestId: string, deps: WebSocketDependencies): void {
  const { route, actor, role, params, query, ip } = accepted;
  ws.on('error', (error) => {
    deps.metrics.connectionError('websocket');
    deps.logger.debug({ err: error, request_id: requestId, route: route.path }, 'websocket closed on a protocol error');
  });
  const untrack = deps.streams.track({
    close: (reason) => ws.close(1001, reason),
    grant: accepted.grant,
    revoke: (revocation) => ws.close(closeCodeOf(revocation), closeReason(revocation.reason)),
  });
  ws.once('close', untrack);
  const container = deps.containers.get(route.plugin)!;
  runWithContext(newContext({ requestId, actor, clientIp: ip }), async () =>
    route.handler(ws, {
      params,
      query,
      actor,
      role,
      requestId,
      clientIp: ip,
      resolve: resolverOf((name) => container.resolve(name)),
    }),
  ).catch((error: unknown) => {
    deps.logger.error({ err: error, request_id: requestId, route: route.path }, 'websocket handler failed');
    deps.metrics.unexpected('socket');
    ws.close(1011, 'internal error');
  });
}

function refuse(socket: Duplex, error: unknown, requestId: string, deps: WebSocketDependencies): void {
  const problem = isProblem(error) ? error : problems.internal();
  if (!isProblem(error)) {
    deps.logger.error({ err: error, request_id: requestId }, 'websocket upgrade failed');
    deps.metrics.unexpected('socket');
  }
  deps.metrics.requests.count('GET', String(problem.status));
  const challenge: Record<string, string> = problem.status === 401 ? { 'WWW-Authenticate': deps.challenges().join(', ') } : {};
  writeRawProblem(socket, problem, requestId, { ...deps.securityHeaders, ...challenge });
}
