// SSH relay sessions: tokens minted for READY sandboxes, revocable, cleared when the sandbox stops.
import { randomUUID } from 'node:crypto';

interface SshSession {
  sandboxId: string;
  expiresAtMs: number;
  revoked: boolean;
}

export class SshSessions {
  private readonly sessions = new Map<string, SshSession>();

  create(sandboxId: string, ttlMs: number): { token: string; expiresAtMs: number } {
    const token = randomUUID();
    const expiresAtMs = ttlMs > 0 ? Date.now() + ttlMs : 0;
    this.sessions.set(token, { sandboxId, expiresAtMs, revoked: false });
    return { token, expiresAtMs };
  }

  /** Whether a token was ever issued (and not cleared with its sandbox), revoked or not. */
  has(token: string): boolean {
    return this.sessions.has(token);
  }

  /** False for unknown (or already revoked) tokens: revocation is not an error upstream. */
  revoke(token: string): boolean {
    const session = this.sessions.get(token);
    if (!session || session.revoked) return false;
    session.revoked = true;
    return true;
  }

  clearSandbox(sandboxId: string): void {
    for (const [token, session] of this.sessions) if (session.sandboxId === sandboxId) this.sessions.delete(token);
  }

  active(sandboxId?: string): number {
    return [...this.sessions.values()].filter((s) => !s.revoked && (!sandboxId || s.sandboxId === sandboxId)).length;
  }
}
