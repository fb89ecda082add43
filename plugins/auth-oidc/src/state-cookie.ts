import type { SecretBox } from '@portcullis/core';
import { z } from 'zod';

export const STATE_COOKIE = 'svc_oidc_state';
/** Sent only to the OIDC endpoints. */
export const STATE_COOKIE_PATH = '/api/auth/oidc';
const PURPOSE = 'oidc-state';

/** What one login in progress must remember between the redirect to the provider and its callback. */
export interface LoginState {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  next: string;
  /** Epoch milliseconds after which the callback is refused. */
  expiresAt: number;
}

const payloadSchema = z.object({
  p: z.string(),
  s: z.string(),
  n: z.string(),
  v: z.string(),
  r: z.string(),
  e: z.number(),
});

export type StateVerdict = { ok: true; login: LoginState } | { ok: false; reason: 'missing_state' | 'bad_state' | 'expired_state' };

/**
 * The `svc_oidc_state` cookie: the login's state, nonce, PKCE verifier, provider and `next`, HMAC-signed with a key
 * derived from SERVICE_SECRET_KEY (so any replica can check it and nobody can forge or alter it), and dated.
 */
export class StateCookie {
  private readonly secrets: SecretBox;

  constructor(secrets: SecretBox) {
    this.secrets = secrets;
  }

  seal(login: LoginState): string {
    const payload = Buffer.from(
      JSON.stringify({
        p: login.provider,
        s: login.state,
        n: login.nonce,
        v: login.verifier,
        r: login.next,
        e: login.expiresAt,
      }),
    ).toString('base64url');
    return `${payload}.${this.secrets.sign(PURPOSE, payload)}`;
  }

  open(value: string | undefined, now: number): StateVerdict {
    if (!value) return { ok: false, reason: 'missing_state' };
    const [payload, signature, ...rest] = value.split('.');
    if (!payload || !signature || rest.length > 0 || !this.secrets.verify(PURPOSE, payload, signature)) return { ok: false, reason: 'bad_state' };
    const parsed = payloadSchema.safeParse(parseJson(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) return { ok: false, reason: 'bad_state' };
    const { p, s, n, v, r, e } = parsed.data;
    if (e <= now) return { ok: false, reason: 'expired_state' };
    return { ok: true, login: { provider: p, state: s, nonce: n, verifier: v, next: r, expiresAt: e } };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
