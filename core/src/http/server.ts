import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Router from '@koa/router';
import Koa from 'koa';
import { nodeHttp } from '../net/node-http.ts';
import type { PageFallback } from '../system/extension-points.ts';
import { answerClientError } from './client-errors.ts';
import { type DisabledPlugin, disabledPluginRoutes } from './middleware/disabled-plugins.ts';
import { pageFallback } from './middleware/page-fallback.ts';
import { kernelPipeline, type PipelineOptions } from './middleware/pipeline.ts';
import { applySecurityHeaders } from './middleware/security-headers.ts';
import { requestIdFrom } from './request-id.ts';
import { routeDispatch } from './route-dispatch.ts';

/** The pipeline's options (middleware/pipeline.ts), and what the server itself needs. */
export interface HttpOptions extends PipelineOptions {
  router: Router;
  trustProxy: boolean;
  onUpgrade?: (request: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => void;
  /** What answers a GET or HEAD no route's path matches (a console's pages); none gives the 404 problem. */
  fallbacks?: () => PageFallback[];
  /** Plugins the configuration leaves off: requests on their paths are told so. */
  disabledPlugins?: DisabledPlugin[];
  /** Sees every request and its response before anything answers it. */
  observe?: (request: IncomingMessage, response: ServerResponse) => void;
}

export interface HttpServer {
  server: Server;
  app: Koa;
  listen(host: string, port: number): Promise<AddressInfo>;
  /** Stops accepting, waits for in-flight requests up to the deadline, then drops what is left. */
  close(deadlineMs: number): Promise<void>;
}

const HEALTH_BODY = JSON.stringify({ status: 'ok' });

/**
 * The pipeline: the kernel's own layer (request id, security headers, problem+json errors, rate limit, body-size
 * guard, compression, access log: middleware/pipeline.ts) → routes (each route authenticates, authorises, validates
 * and only then reads its body) → page fallbacks for paths no route declares → a 404 naming the disabled plugin
 * that would serve the path.
 * `/healthz` is answered before Koa: liveness must stay cheap however busy the pipeline is.
 */
export function createHttpServer(options: HttpOptions): HttpServer {
  const app = new Koa({ proxy: options.trustProxy });
  app.silent = true;
  app.use(kernelPipeline(options));
  app.use(routeDispatch(options.router));
  app.use(options.router.allowedMethods());
  if (options.disabledPlugins) app.use(disabledPluginRoutes(options.disabledPlugins));
  if (options.fallbacks) app.use(pageFallback(options.fallbacks));
  const koaHandler = app.callback();

  const server = nodeHttp.createServer((request, response) => {
    options.observe?.(request, response);
    if (request.url === '/healthz' && (request.method === 'GET' || request.method === 'HEAD')) {
      answerHealth(request, response, options);
      return;
    }
    void koaHandler(request, response);
  });
  server.keepAliveTimeout = 65_000;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => answerClientError(error, socket, options));
  if (options.onUpgrade) server.on('upgrade', options.onUpgrade);

  return {
    server,
    app,
    listen: (host, port) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      }),
    close: (deadlineMs) =>
      new Promise((resolve) => {
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
      }),
  };
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
