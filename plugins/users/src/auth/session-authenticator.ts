import { type Authenticator, REALM, type RoleResolver } from '@portcullis/core';
import { SESSION_COOKIE, type SessionService } from '../services/sessions.ts';
import { changesState, requireOwnOrigin } from './origin.ts';
import { userActor } from './user-actor.ts';

/**
 * The `svc_session` link of the auth chain. An unknown or expired cookie is simply no credential (the route
 * then answers 401 where it needs a caller); a valid cookie on a write from a foreign origin is refused (403).
 */
export function sessionAuthenticator(deps: { sessions: SessionService; resolver: RoleResolver; publicOrigin: string }): Authenticator {
  return {
    id: 'session',
    order: 100,
    // The Cookie scheme of draft-broyer-http-cookie-auth: where to log in, and the cookie that carries the session.
    challenge: `Cookie realm="${REALM}", form-action="/api/auth/login", cookie-name="${SESSION_COOKIE}"`,
    async authenticate(request) {
      const token = request.cookie(SESSION_COOKIE);
      if (!token) return null;
      // An open stream checking its session again is not the user's activity: the session still idles out.
      const session = await deps.sessions.find(token, { touch: !request.recheck });
      if (!session) return null;
      if (changesState(request)) requireOwnOrigin(request.headers, deps.publicOrigin);
      return userActor(session.user, 'session', deps.resolver, { login_method: session.method, session_handle: session.handle });
    },
  };
}
