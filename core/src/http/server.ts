import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type Router from '@koa/router';
import Koa from 'koa';
import { isProblem, problems } from '../errors.ts';
import type { NotifyChannel } from '../events/wakeups.ts';
import { nodeHttp } from '../net/node-http.ts';
import type { PageFallback } from '../system/extension-points.ts';
import { answerClientError } from './client-errors.ts';
import { ClientLimits } from './client-limits.ts';
import { type DisabledPlugin, disabledPluginRoutes } from './middleware/disabled-plugins.ts';
import { pageFallback } from './middleware/page-fallback.ts';
import { kernelPipeline, type PipelineOptions } from './middleware/pipeline.ts';
import { applySecurityHeaders } from './middleware/security-headers.ts';
import { writeRawProblem } from './raw-response.ts';
import { requestIdFrom } from './request-id.ts';
import { routeDispatch } from './route-dispatch.ts';

/** The pipeline's options (middleware/pipeline.ts), and what the server itself needs. */
export interface HttpOptions extends PipelineOptions {
  router: Router;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** Connections (behind a trusted proxy: requests and WebSockets) one client may have open (client-limits.ts). */
  maxConcurrentPerClient: number;
  /** How long a request, body included, may take to arrive; then 408 and the connection is closed. */
  requestTimeoutMs: number;
  /** Replicas sharing the database. */
  replicas: number;
  onUpgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** What answers a GET or HEAD no route's path matches (a console's pages); none gives the 404 problem. */
  fallbacks?: () => PageFallback[];
  /** Plugins the configuration leaves off: requests on their paths are told so. */
  disabledPlugins?: DisabledPlugin[];
  /** The plugins the list leaves out and their paths, asked for on first need. */
  notListedPlugins?: () => Promise<DisabledPlugin[]>;
  /** Sees every request and its response before anything answers it. */
  observe?: (request: IncomingMessage, response: ServerResponse) => void;
}

export interface HttpServer {
  server: Server;
  app: Koa;
  listen(host: string, port: number): Promise<AddressInfo>;
  /** Adds the other replicas' per-client request counts to the rate limit and shares this one's (PostgreSQL). */
  shareRateCounts(channel: NotifyChannel, self: string): Promise<void>;
  /** Stops accepting, waits for in-flight requests up to the deadline, then drops what is left. */
  close(deadlineMs: number): Promise<void>;
}

const HEALTH_BODY = JSON.stringify({ status: 'ok' });
/** How often Node looks for requests past their timeout (its default, 30 s, would add up to that much). */
const TIMEOUT_CHECK_MS = 1000;

/**
 * The pipeline: the kernel's own layer (request id, security headers, problem+json errors, client limits, body-size
 * guard, compression, access log: middleware/pipeline.ts) → routes (each route authenticates, authorises, validates
 * and only then reads its body) → page fallbacks for paths no route declares → a 404 naming the disabled plugin
 * that would serve the path.
 * `/healthz` is answered before Koa: liveness must stay cheap however busy the pipeline is.
 */
export function createHttpServer(options: HttpOptions): HttpServer {
  const app = new Koa({ proxy: options.trustProxy });
  app.silent = true;
  const limits = new ClientLimits({
    rateLimitPerMinute: options.rateLimitPerMinute,
    maxConcurrentPerClient: options.maxConcurrentPerClient,
    replicas: options.replicas,
    trustProxy: options.trustProxy,
    now: options.now,
    metrics: options.metrics,
  });
  app.use(kernelPipeline(options, limits));
  app.use(routeDispatch(options.router));
  app.use(options.router.allowedMethods());
  if (options.disabledPlugins) app.use(disabledPluginRoutes(options.disabledPlugins, options.notListedPlugins));
  if (options.fallbacks) app.use(pageFallback(options.fallbacks));
  const koaHandler = app.callback();

  const timeouts = {
    requestTimeout: options.requestTimeoutMs,
    headersTimeout: Math.min(options.requestTimeoutMs, 60_000),
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, options.requestTimeoutMs),
  };
  const server = nodeHttp.createServer(timeouts, (request, response) => {
    options.observe?.(request, response);
    if (request.url === '/healthz' && (request.method === 'GET' || request.method === 'HEAD')) {
      answerHealth(request, response, options);
      return;
    }
    void koaHandler(request, response);
  });
  server.keepAliveTimeout = 65_000;
  server.on('connection', (socket: Socket) => limits.accept(socket));
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => answerClientError(error, socket, options));
  const onUpgrade = options.onUpgrade;
  if (onUpgrade) server.on('upgrade', (request, socket, head) => admitUpgrade(request, socket, limits, options) && onUpgrade(request, socket, head));

  return {
    server,
    app,
    listen: (host, port) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      }),
    shareRateCounts: (channel, self) => limits.share(channel, self, options.logger),
    close: (deadlineMs) =>
      new Promise<void>((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        // Connections whose last response just finished (closed streams, keep-alive clients) become idle after
        // close() was called; keep closing idle ones until the server is done or the deadline drops the rest.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        const timer = setTimeout(() => {
          server.closeAllConnections();
        }, deadlineMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      }).then(() => limits.stop()),
  };
}

/** An upgrade passes the same client limits as a request: refused with the 429 problem before any 101. */
function admitUpgrade(request: IncomingMessage, socket: Duplex, limits: ClientLimits, options: HttpOptions): boolean {
  try {
    limits.admit(request, socket);
    return true;
  } catch (error) {
    const problem = isProblem(error) ? error : problems.internal();
    socket.on('error', () => socket.destroy());
    options.metrics.requests.count(request.method ?? 'GET', String(problem.status));
    writeRawProblem(socket, problem, requestIdFrom(request.headers['x-request-id']), options.securityHeaders);
    return false;
  }
}

function answerHealth(request: IncomingMessage, response: ServerResponse, options: HttpOptions): void {
  applySecurityHeaders(response, options.securityHeaders);
  response.setHeader('X-Request-ID', requestIdFrom(request.headers['x-request-id']));
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(HEALTH_BODY));
  response.statusCode = 200;
  response.end(request.method === 'HEAD' ? undefined : HEALTH_BODY);
  options.metrics.requests.count(request.method!, '200');
}
