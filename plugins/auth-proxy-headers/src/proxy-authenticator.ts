import { type Authenticator, type AuthRequest, type Logger, type Metrics, problems, type Role, type RoleResolver } from '@portcullis/core';
import { changesState, emailSchema, type GroupDirectory, type LoginService, requireOwnOrigin, userActor, VOUCHED_GROUPS } from '@portcullis/plugin-users';
import { inAnyNetwork, type Network } from './cidr.ts';

/** More group names than this in one header is not a proxy we understand; the rest is ignored. */
const MAX_GROUPS = 100;
const MAX_GROUP_NAME = 100;

export interface ProxyAuthenticatorDeps {
  trusted: Network[];
  emailHeader: string;
  groupsHeader: string;
  publicOrigin: string;
  logins: LoginService;
  groups: GroupDirectory;
  resolver: RoleResolver;
  metrics: Metrics;
  logger: Logger;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function groupNames(header: string | undefined): string[] {
  if (!header) return [];
  const names = header
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0 && name.length <= MAX_GROUP_NAME);
  return [...new Set(names)].slice(0, MAX_GROUPS);
}

/**
 * The identity-header link of the auth chain (after API keys, before the session cookie). Its headers count only
 * when the TCP peer is a trusted proxy; from anywhere else they are ignored (logged and counted) and the request
 * is anonymous unless it carries other credentials. Every request is authenticated on its own: no session.
 */
export function proxyAuthenticator(deps: ProxyAuthenticatorDeps): Authenticator {
  const results = deps.metrics.counter('auth_proxy_requests_total', 'Requests carrying the proxy identity header, by result (accepted, untrusted, invalid).', [
    'result',
  ]);
  return {
    id: 'proxy-headers',
    order: 60,
    async authenticate(request) {
      const claimed = single(request.headers[deps.emailHeader.toLowerCase()]);
      if (claimed === undefined) return null;
      if (!inAnyNetwork(request.peer, deps.trusted)) {
        results.inc({ result: 'untrusted' });
        deps.logger.warn(
          { peer: request.peer, header: deps.emailHeader, path: request.path },
          'identity header from an address that is not a trusted proxy ignored; the request is anonymous',
        );
        return null;
      }
      const email = emailSchema.safeParse(claimed);
      if (!email.success) {
        results.inc({ result: 'invalid' });
        throw problems.unauthenticated(`The proxy sent ${deps.emailHeader} without an email address.`);
      }
      // The proxy adds the headers to whatever the browser sends it, cross-site writes included (CSRF).
      if (changesState(request)) requireOwnOrigin(request.headers, deps.publicOrigin);
      results.inc({ result: 'accepted' });
      return actorFor(request, email.data, deps);
    },
  };
}

async function actorFor(request: AuthRequest, email: string, deps: ProxyAuthenticatorDeps) {
  const names = groupNames(single(request.headers[deps.groupsHeader.toLowerCase()]));
  const user = await deps.logins.account('proxy', { email, initialRole: await initialRole(names, deps.groups) });
  return userActor(user, 'proxy', deps.resolver, { [VOUCHED_GROUPS]: names });
}

/** A new account whose groups carry a global role gets none of its own, so that they decide (the four tiers). */
async function initialRole(names: string[], groups: GroupDirectory): Promise<Role | null | undefined> {
  const found = await groups.findByNames(names);
  return found.some((group) => group.role) ? null : undefined;
}
