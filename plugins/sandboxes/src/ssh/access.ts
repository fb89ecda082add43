import { randomUUID } from 'node:crypto';
import { type AuditWriter, Problem } from '@portcullis/core';
import type { GatewayApi, GatewayScope, SshSession } from '@portcullis/plugin-gateways';
import { keyOf, type Sandboxes } from '../sandbox/sandboxes.ts';
import { sshContractViolations } from './contract.ts';
import type { SshSessions } from './sessions.ts';

// SSH sessions (docs/decisions.md §3). The token is in the create answer and nowhere else: not in logs, events, audit
// rows or error messages. We keep its hash (to recognise it) and a sealed copy (to revoke every session of a sandbox).

interface Deps {
  gateways: GatewayApi;
  audit: AuditWriter;
  sandboxes: Sandboxes;
  sessions: SshSessions;
}

/** When a session given by the gateway ends (null: the gateway set no end). */
export function expiryOf(session: SshSession): Date | null {
  return session.expiresAt === null ? null : new Date(session.expiresAt);
}

/** Temporary SSH sessions into sandboxes: created and revoked on the gateway, audited, and remembered by us. */
export class SandboxSsh {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** A new session into the sandbox, made for `createdBy`; an answer outside the SSH session contract is a 502. */
  async open(scope: GatewayScope, name: string, createdBy: string, signal: AbortSignal): Promise<SshSession> {
    const key = keyOf(scope, name);
    const sandbox = await this.deps.sandboxes.fetch(scope, key.name, signal);
    const sandboxId = sandbox.id;
    const id = randomUUID();
    return this.deps.audit.effect(
      {
        action: 'sandbox.ssh.create',
        resourceType: 'sandbox',
        resourceId: key.name,
        gateway: key.gateway,
        // `ssh_session`, not `session_id`: the audit writer blanks keys that name secrets, and that one would.
        detail: { workspace: key.workspace, ssh_session: id, sandbox_id: sandboxId },
      },
      async () => {
        const answer = await this.deps.gateways.sandboxes.createSshSession(scope, sandbox, { signal });
        const violations = sshContractViolations(answer);
        if (violations.length > 0) await this.refuseBadAnswer(scope, answer, violations, signal);
        return answer;
      },
      {
        outcome: (answer) => ({ expires_at: expiryOf(answer)?.toISOString() ?? null }),
        record: (em, answer) =>
          this.deps.sessions.record(em, { id, key, sandboxId: answer.sandboxId, token: answer.token, createdBy, expiresAt: expiryOf(answer) }),
      },
    );
  }

  /** Revokes the session of `token`, or without one every session we created for the sandbox; answers how many the gateway revoked. */
  async revoke(scope: GatewayScope, name: string, token: string | undefined, signal: AbortSignal): Promise<number> {
    const key = keyOf(scope, name);
    const { sessions } = this.deps;
    const targets =
      token !== undefined
        ? [{ id: await sessions.idOfToken(key, token), token }]
        : (await sessions.live(key)).map((session) => ({ id: session.id, token: session.token }));
    const ids = targets.flatMap((target) => (target.id ? [target.id] : []));
    return this.deps.audit.effect(
      {
        action: 'sandbox.ssh.revoke',
        resourceType: 'sandbox',
        resourceId: key.name,
        gateway: key.gateway,
        detail: { workspace: key.workspace, scope: token !== undefined ? 'one' : 'all', ssh_sessions: ids },
      },
      async () => {
        let count = 0;
        for (const target of targets) if (await this.revokeUpstream(scope, target.token, signal)) count += 1;
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
  }

  private revokeUpstream(scope: GatewayScope, token: string, signal: AbortSignal): Promise<boolean> {
    return this.deps.gateways.sandboxes.revokeSshSession(scope, token, { signal });
  }

  /** A non-conforming answer is refused (502) and its session revoked at once, so nobody holds it. */
  private async refuseBadAnswer(scope: GatewayScope, response: SshSession, violations: string[], signal: AbortSignal): Promise<never> {
    await this.revokeUpstream(scope, response.token, signal).catch(() => false);
    throw new Problem(502, 'GATEWAY_BAD_RESPONSE', {
      detail: `Gateway ${scope.gateway.name} answered CreateSshSession with values outside the SSH session contract: ${violations.join(', ')}. The session was revoked.`,
    });
  }
}
