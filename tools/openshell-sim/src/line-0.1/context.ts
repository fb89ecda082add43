// The context a 0.1 handler gets: the shared CallContext (caller, gateway, role checks in the 0.1 wording) plus what
// the request's workspace_scope selected.
import type { CallContext } from '../grpc/pipeline.ts';
import type { RequestAdmissions } from './admissions.ts';
import type { PageTokens } from './paging.ts';
import type { Rpc01Info } from './rpc-catalog.ts';
import type { Scope } from './selector.ts';

export interface CallContext01 extends CallContext {
  info: Rpc01Info;
  scope: Scope;
  /** The workspace the selector named; only for requests whose selector must name one. */
  workspace(): string;
  /** This gateway's page tokens and request_id admissions. */
  pages: PageTokens;
  admissions: RequestAdmissions;
}

/** What the 0.1 line keeps besides the gateway's state: signed page tokens and request_id admissions. */
export interface Line01State {
  pages: PageTokens;
  admissions: RequestAdmissions;
}

/** The name admissions and page tokens are scoped by: the named workspace, or '' for all / gateway / platform. */
export function scopeName(scope: Scope): string {
  return scope.kind === 'workspace' ? scope.workspace : '';
}
