import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AwilixContainer } from 'awilix';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { Actor } from '../auth/actor.ts';
import type { AccessControl } from '../auth/access.ts';
import type { AuthRequest } from '../auth/chain.ts';
import { runWithContext } from '../context.ts';
import { Problem } from '../errors.ts';
import type { ServiceMap } from '../services.ts';
import { authRequestFromUpgrade } from './auth-request.ts';
import { requestIdFrom } from './request-id.ts';
import { gatewayParamOf } from './router.ts';
import type { AnyWebSocketRoute } from './route.ts';
import type { StreamRegistry } from './streams.ts';
import { fieldErrors } from './validate.ts';

interface CompiledRoute {
  route: AnyWebSocketRoute;
  pattern: RegExp;
  names: string[];
}

export interface WebSocketDependencies {
  routes: AnyWebSocketRoute[];
  authenticate(request: AuthRequest): Promise<Actor | null>;
  access: AccessControl;
  containers: Map<string, AwilixContainer>;
  streams: StreamRegistry;
  logger: Logger;
  clientIp(request: IncomingMessage): string;
  securityHeaders: Record<string, string>;
}

function compile(route: AnyWebSocketRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([A-Za-z_][A-Za-z0-9_]*)\\?\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/** Routes WebSocket upgrades to declared handlers after the same authentication and role checks as HTTP routes. */
export function webSocketUpgrades(deps: WebSocketDependencies) {
  const server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const compiled = deps.routes.map(compile);
  return async function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const requestId = requestIdFrom(request.headers['x-request-id']);
    const url = new URL(request.url ?? '/', 'http://upgrade.invalid');
    const match = compiled.map((candidate) => ({ candidate, found: candidate.pattern.exec(url.pathname) })).find((item) => item.found);
    if (!match) return refuse(socket, 404, 'NOT_FOUND', 'No WebSocket endpoint here.', requestId, deps);
    const { route, names } = match.candidate;
    const rawParams = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match.found![index + 1]!)]));
    const ip = deps.clientIp(request);
    try {
      const actor = await deps.authenticate(authRequestFromUpgrade(request, ip));
      const gatewayParam = gatewayParamOf(route);
      const role = await deps.access.check(actor, route.access, gatewayParam ? rawParams[gatewayParam] ?? null : null);
      const params = parse(route.params, rawParams, 'params');
      const query = parse(route.query, Object.fromEntries(url.searchParams), 'query');
      const container = deps.containers.get(route.plugin)!;
      server.handleUpgrade(request, socket, head, (ws) => {
        const untrack = deps.streams.track({ close: (reason) => ws.close(1001, reason) });
        ws.once('close', untrack);
        const context = { requestId, actor, clientIp: ip };
        runWithContext(context, () => Promise.resolve(route.handler(ws, {
          params, query, actor: actor!, role, requestId, clientIp: ip,
          resolve: <K extends keyof ServiceMap>(name: K) => container.resolve<ServiceMap[K]>(name),
        }))).catch((error: unknown) => {
          deps.logger.error({ err: error, route: route.path }, 'websocket handler failed');
          ws.close(1011, 'internal error');
        });
      });
    } catch (error) {
      const problem = error instanceof Problem ? error : new Problem(500, 'INTERNAL_ERROR');
      if (!(error instanceof Problem)) deps.logger.error({ err: error }, 'websocket upgrade failed');
      refuse(socket, problem.status, problem.code, problem.detail, requestId, deps);
    }
  };
}

function parse(schema: AnyWebSocketRoute['params'], value: unknown, where: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw new Problem(400, 'VALIDATION_ERROR', { detail: 'The request is not valid.', errors: fieldErrors(where, result.error) });
  return result.data;
}

function refuse(socket: Duplex, status: number, code: string, detail: string, requestId: string, deps: WebSocketDependencies): void {
  const body = JSON.stringify(new Problem(status, code, { detail }).toBody(requestId));
  const headers = { ...deps.securityHeaders, 'Content-Type': 'application/problem+json', 'Content-Length': String(Buffer.byteLength(body)), 'X-Request-ID': requestId, Connection: 'close' };
  socket.end(`HTTP/1.1 ${status} ${statusText(status)}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
}

function statusText(status: number): string {
  return ({ 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' } as Record<number, string>)[status] ?? 'Error';
}
