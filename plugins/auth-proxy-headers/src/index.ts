import { authMethods, definePlugin } from '@portcullis/core';
import { loginMethods, originOf } from '@portcullis/plugin-users';
import { parseCidr } from './cidr.ts';
import { proxyConfigSchema } from './config.ts';
import { proxyAuthenticator } from './proxy-authenticator.ts';

export type { ProxyConfig } from './config.ts';

export default definePlugin({
  id: 'auth-proxy-headers',
  description:
    'Identity headers (email, groups) from a trusted proxy in front of the service, such as oauth2-proxy; off unless SERVICE_AUTH_PROXY_ENABLED=true.',
  dependsOn: ['users'],
  config: {
    namespace: 'auth-proxy',
    schema: proxyConfigSchema,
    enabled: (config) => config.enabled || 'SERVICE_AUTH_PROXY_ENABLED is false',
  },
  register(api) {
    const config = api.config;
    if (config.trusted_cidrs.length === 0) {
      throw new Error('SERVICE_AUTH_PROXY_ENABLED=true needs SERVICE_AUTH_PROXY_TRUSTED_CIDRS: the addresses of the proxies allowed to send identity headers');
    }
    const trusted = config.trusted_cidrs.map((entry) => parseCidr(entry)!);
    api.contribute(loginMethods, { id: 'proxy' });
    api.contributeWith(authMethods, (s) =>
      proxyAuthenticator({
        trusted,
        emailHeader: config.email_header,
        groupsHeader: config.groups_header,
        publicOrigin: originOf(api.kernelConfig.public_url),
        logins: s.logins,
        groups: s.groups,
        resolver: s.access,
        metrics: s.metrics,
        logger: api.logger,
      }),
    );
  },
});
