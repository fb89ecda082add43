// The control API as JSON over HTTP, for simulators running in another process (local mode, demos). Each route maps
// onto one hook of SimulatorControl; README.md lists them.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { status } from '@grpc/grpc-js';
import type { TokenAuthority } from '../auth/jwt.ts';
import { GatewayError } from '../grpc/errors.ts';
import type { SimulatorControl } from './hooks.ts';

type Body = Record<string, unknown>;
type Route = (body: Body, query: URLSearchParams) => unknown;

const MAX_BODY_BYTES = 1024 * 1024;

function str(body: Body, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || !value) throw new TypeError(`'${key}' must be a non-empty string`);
  return value;
}

function optionalNumber(body: Body, key: string): number | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number') throw new TypeError(`'${key}' must be a number`);
  return value;
}

function requiredNumber(body: Body, key: string): number {
  const value = optionalNumber(body, key);
  if (value === undefined) throw new TypeError(`'${key}' must be a number`);
  return value;
}

function routes(control: SimulatorControl, tokens: TokenAuthority): Record<string, Route> {
  const errorInput = (b: Body) => ({ code: b['code'] as string | number, message: b['message'] as string | undefined, times: optionalNumber(b, 'times') });
  return {
    'GET /control/state': () => control.state(),
    'GET /control/calls': (_b, q) => (q.get('rpc') ? { rpc: q.get('rpc'), calls: control.calls(q.get('rpc')!) } : { calls: control.allCalls() }),
    'POST /control/reset-calls': () => control.resetCalls(),
    'POST /control/fail-next': (b) => control.failNext(str(b, 'rpc'), errorInput(b)),
    'POST /control/clear-failures': () => control.clearFailures(),
    'POST /control/drop-next-response': (b) => control.dropNextResponse(str(b, 'rpc'), optionalNumber(b, 'times')),
    'GET /control/request-ids': (_b, q) => ({ rpc: q.get('rpc'), request_ids: control.requestIds(q.get('rpc') ?? '') }),
    'GET /control/metadata': (_b, q) => ({ rpc: q.get('rpc'), metadata: control.metadata(q.get('rpc') ?? '') }),
    'GET /control/replays': (_b, q) => ({ rpc: q.get('rpc'), replays: control.replays(q.get('rpc') ?? '') }),
    'POST /control/delay': (b) => control.setDelay(str(b, 'rpc'), optionalNumber(b, 'ms') ?? 0),
    'GET /control/watch-streams': (_b, q) => ({ streams: control.openWatchStreams(q.get('sandbox') ?? '') }),
    'POST /control/simulate-denial': (b) => control.simulateDenial(b as never),
    'POST /control/flush-denials': (b) => ({ chunks: control.flushDenials(b['sandbox'] as string | undefined) }),
    'POST /control/emit-log': (b) => control.emitLog(str(b, 'sandbox'), (b['lines'] ?? b['line']) as never),
    'POST /control/emit-inference': (b) => control.emitInference(str(b, 'sandbox'), optionalNumber(b, 'count'), b as never),
    'POST /control/version': (b) => control.setVersion(str(b, 'version')),
    'POST /control/hold-provisioning': (b) => control.holdProvisioning(str(b, 'sandbox'), b['hold'] !== false),
    'POST /control/hold-deletion': (b) => control.holdDeletion(str(b, 'sandbox'), b['hold'] !== false),
    'POST /control/force-error': (b) => control.forceSandboxError(str(b, 'sandbox'), b as never),
    'POST /control/exit-main-process': (b) => control.exitMainProcess(str(b, 'sandbox'), requiredNumber(b, 'exitCode')),
    'POST /control/reject-configuration': (b) => control.rejectConfiguration(str(b, 'sandbox'), (b['message'] as string | null | undefined) ?? null),
    'POST /control/credential-refresh': (b) =>
      control.setCredentialRefresh(str(b, 'provider'), str(b, 'credential'), (b['state'] as never) ?? null, b['message'] as string | undefined),
    'POST /control/hold-receipts': (b) => control.holdReceipts(str(b, 'sandbox'), b['hold'] !== false),
    'POST /control/fail-next-stop': (b) => control.failNextStop(str(b, 'sandbox'), errorInput(b)),
    'POST /control/fail-next-start': (b) => control.failNextStart(str(b, 'sandbox'), errorInput(b)),
    'POST /control/fail-next-policy-load': (b) => control.failNextPolicyLoad(str(b, 'sandbox'), b['loadError'] as string | undefined),
    'POST /control/watch-lag': (b) => ({ streams: control.injectWatchLag(str(b, 'sandbox'), optionalNumber(b, 'dropped')) }),
    'POST /control/inference-verification': (b) => control.setInferenceVerificationFailure((b['failure'] as string | null | undefined) ?? null),
    'POST /control/workspaces': (b) => control.addWorkspace(str(b, 'name'), b['members'] as never),
    'POST /control/workspace-member': (b) => control.setWorkspaceMember(str(b, 'workspace'), str(b, 'subject'), str(b, 'role') as never),
    'POST /control/exec-script': (b) => control.setExecScript(str(b, 'command'), (b['script'] ?? null) as never),
    'POST /control/providers': (b) => control.seedProvider(b as never),
    'POST /control/provider-profiles': (b) => control.seedProviderProfile((b['profile'] ?? str(b, 'id')) as never, b['workspace'] as string | undefined),
    'POST /control/sandboxes': (b) => control.seedSandbox(b as never),
    'POST /control/token': (b) => ({ token: control.mintToken(b as never) }),
    'POST /control/oidc-clients': (b) =>
      control.addOidcClient({
        clientId: str(b, 'clientId'),
        clientSecret: str(b, 'clientSecret'),
        subject: b['subject'] as string | undefined,
        roles: b['roles'] as string[] | undefined,
      }),
    'POST /control/oidc-rotate-key': () => control.rotateOidcSigningKey(),
    'GET /.well-known/jwks.json': () => tokens.jwks(),
    'GET /.well-known/openid-configuration': () => ({ issuer: tokens.issuer, audience: tokens.audience }),
    'GET /healthz': () => ({ ok: true }),
  };
}

async function readBody(request: IncomingMessage): Promise<Body> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new TypeError('request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TypeError('body must be a JSON object');
  return parsed as Body;
}

function send(response: ServerResponse, statusCode: number, payload: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify(payload ?? { ok: true }));
}

function errorStatus(error: unknown): number {
  if (error instanceof GatewayError) return error.code === status.NOT_FOUND ? 404 : 400;
  if (error instanceof TypeError || error instanceof SyntaxError) return 400;
  return 500;
}

export function startControlServer(control: SimulatorControl, tokens: TokenAuthority, host: string, port: number): Promise<{ server: Server; port: number }> {
  const table = routes(control, tokens);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const route = table[`${request.method} ${url.pathname}`];
    if (!route) return send(response, 404, { error: `no route ${request.method} ${url.pathname}` });
    readBody(request)
      .then((body) => send(response, 200, route(body, url.searchParams)))
      .catch((error: unknown) => send(response, errorStatus(error), { error: (error as Error).message }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port });
    });
  });
}
