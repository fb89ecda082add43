import { randomUUID } from 'node:crypto';
import { type PluginApi, Problem, type RouteRequest } from '@portcullis/core';
import { type GatewayScope, resolveGatewayScope, type SshSession } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { SandboxesConfig } from '../config.ts';
import { keyOf } from '../sandbox/sandboxes.ts';
import { sandboxParams, scopeQuery } from '../sandbox/schemas.ts';
import { sshContractViolations } from '../ssh/contract.ts';
import { reachableGatewayAddress } from '../ssh/gateway-host.ts';

// SSH sessions (docs/decisions.md §3). The token is in the 201 answer and nowhere else: not in logs, events, audit rows
// or error messages. We keep its hash (to recognise it) and a sealed copy (to revoke every session of a sandbox).

const sessionJson = z.object({
  token: z.string(),
  gateway_host: z.string(),
  gateway_port: z.number().int(),
  gateway_scheme: z.enum(['http', 'https']),
  sandbox_id: z.string(),
  expires_at: z.string().nullable(),
  /**
   * What the gateway reported as its host when that was its zero or loopback bind address (docs/openshell-0.0.md §g.5),
   * replaced with the registered endpoint's host and port.
   */
  gateway_host_rewritten_from: z.string().nullable(),
});

const revokeBody = z
  .strictObject({
    token: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }).max(4096, { error: 'must be at most 4096 characters' }),
  })
  .optional();

type Request = Pick<RouteRequest, 'resolve' | 'signal'>;

function revokeUpstream(request: Request, scope: GatewayScope, token: string): Promise<boolean> {
  return request.resolve('gatewayApi').sandboxes.revokeSshSession(scope, token, { signal: request.signal });
}

function expiryOf(session: SshSession): Date | null {
  return session.expiresAt === null ? null : new Date(session.expiresAt);
}

/** A non-conforming answer is refused (502) and its session revoked at once, so nobody holds it. */
async function refuseBadAnswer(request: Request, scope: GatewayScope, response: SshSession, violations: string[]): Promise<never> {
  await revokeUpstream(request, scope, response.token).catch(() => false);
  throw new Problem(502, 'GATEWAY_BAD_RESPONSE', {
    detail: `Gateway ${scope.gateway.name} answered CreateSshSession with values outside the SSH session contract: ${violations.join(', ')}. The session was revoked.`,
  });
}

export function sshRoutes(api: PluginApi<SandboxesConfig>): void {
  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes/{name}/ssh',
    access: 'operator',
    tags: ['sandboxes'],
    summary: 'Create a temporary SSH session; the token appears in this answer only.',
    description:
      'A gateway reports its bind address as `gateway_host` and `gateway_port`; a zero or loopback one (0.0.0.0, ::, 127.x, ::1, localhost) is replaced with the host and port of the registered endpoint, as the OpenShell CLI does, and `gateway_host_rewritten_from` names the host the gateway said (null when nothing was replaced).',
    params: sandboxParams,
    query: scopeQuery,
    response: sessionJson,
    status: 201,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const key = keyOf(scope, request.params.name);
      const sandbox = await request.resolve('sandboxes').fetch(scope, key.name, request.signal);
      const sandboxId = sandbox.id;
      const id = randomUUID();
      const response = await request.auditedEffect(
        {
          action: 'sandbox.ssh.create',
          resourceType: 'sandbox',
          resourceId: key.name,
          gateway: key.gateway,
          // `ssh_session`, not `session_id`: the audit writer blanks keys that name secrets, and that one would.
          detail: { workspace: key.workspace, ssh_session: id, sandbox_id: sandboxId },
        },
        async () => {
          const answer = await request.resolve('gatewayApi').sandboxes.createSshSession(scope, sandbox, { signal: request.signal });
          const violations = sshContractViolations(answer);
          if (violations.length > 0) await refuseBadAnswer(request, scope, answer, violations);
          return answer;
        },
        {
          outcome: (answer) => ({ expires_at: expiryOf(answer)?.toISOString() ?? null }),
          record: (em, answer) =>
            request.resolve('sandboxSshSessions').record(em, {
              id,
              key,
              sandboxId: answer.sandboxId,
              token: answer.token,
              createdBy: request.actor?.name ?? 'unknown',
              expiresAt: expiryOf(answer),
            }),
        },
      );
      const expiresAt = expiryOf(response);
      const address = reachableGatewayAddress({ host: response.gatewayHost, port: response.gatewayPort }, scope.gateway);
      return {
        token: response.token,
        gateway_host: address.host,
        gateway_port: address.port,
        gateway_scheme: response.gatewayScheme as 'http' | 'https',
        sandbox_id: response.sandboxId,
        expires_at: expiresAt?.toISOString() ?? null,
        gateway_host_rewritten_from: address.rewrittenFrom,
      };
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/sandboxes/{name}/ssh',
    access: 'operator',
    tags: ['sandboxes'],
    summary: 'Revoke SSH sessions: with {"token"} that one; without a body every session this service created for the sandbox.',
    params: sandboxParams,
    query: scopeQuery,
    body: revokeBody,
    bodyOptional: true,
    response: z.object({ revoked: z.number().int() }),
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const key = keyOf(scope, request.params.name);
      const sessions = request.resolve('sandboxSshSessions');
      const token = request.body?.token;
      const targets =
        token !== undefined
          ? [{ id: await sessions.idOfToken(key, token), token }]
          : (await sessions.live(key)).map((session) => ({ id: session.id, token: session.token }));
      const ids = targets.flatMap((target) => (target.id ? [target.id] : []));
      const revoked = await request.auditedEffect(
        {
          action: 'sandbox.ssh.revoke',
          resourceType: 'sandbox',
          resourceId: key.name,
          gateway: key.gateway,
          detail: { workspace: key.workspace, scope: token !== undefined ? 'one' : 'all', ssh_sessions: ids },
        },
        async () => {
          let count = 0;
          for (const target of targets) if (await revokeUpstream(request, scope, target.token)) count += 1;
          return count;
        },
        {
          outcome: (count) => ({ revoked: count }),
          record: async (em) => {
            if (token !== undefined) await sessions.remove(em, ids);
            else await sessions.forget(em, key);
          },
        },
      );
      return { revoked };
    },
  });
}
