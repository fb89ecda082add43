import type { Context } from 'koa';
import type { Actor } from '../auth/actor.ts';
import { authRequestFromKoa } from './auth-request.ts';
import type { StreamGrant } from './stream-access.ts';

/** How the router let a caller in: kept on the request so that a stream it opens can be checked again later. */
interface Admission {
  actor: Actor;
  /** The route's role check (its access level, on its gateway). */
  admit(actor: Actor): Promise<unknown>;
}

export function rememberAdmission(ctx: Context, admission: Admission): void {
  ctx.state.admission = admission;
}

/**
 * The grant of a stream opened by this request: its credential, its caller, the route's role check and the
 * handler's own (`authorize`, e.g. "may read this operation"). Null for an anonymous caller (nothing to revoke).
 */
export function streamGrantOf(ctx: Context, authorize?: (actor: Actor) => Promise<unknown>): StreamGrant | null {
  const admission = ctx.state.admission as Admission | undefined;
  if (!admission) return null;
  return {
    credential: authRequestFromKoa(ctx),
    actor: admission.actor,
    authorize: async (actor) => {
      await admission.admit(actor);
      if (authorize) await authorize(actor);
    },
  };
}
