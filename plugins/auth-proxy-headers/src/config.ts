import { setting } from '@portcullis/core';
import { z } from 'zod';
import { parseCidr } from './cidr.ts';

// Namespace `auth-proxy`: the variables read SERVICE_AUTH_PROXY_<KEY>, the names docs/decisions.md §11 fixes.

const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
const headerName = (fallback: string, description: string) =>
  setting.string(fallback, description).refine((name) => HEADER_NAME.test(name), { error: 'must be an HTTP header name' });

export const proxyConfigSchema = z.object({
  enabled: setting.bool(
    false,
    'Honour identity headers from a trusted proxy in front of the service (oauth2-proxy and the like). Requests from other addresses that carry them are treated as anonymous.',
  ),
  trusted_cidrs: setting
    .list(
      [],
      'Comma-separated addresses or CIDRs of the proxies whose requests may carry identity headers. The TCP peer address is checked, never X-Forwarded-For (see SERVICE_TRUST_PROXY). Required when enabled.',
    )
    .refine((entries) => entries.every((entry) => parseCidr(entry) !== null), { error: 'each entry must be an IP address or a CIDR such as 10.0.0.0/8' }),
  email_header: headerName(
    'X-Auth-Request-Email',
    'Header holding the email of the person the proxy authenticated; unknown emails get an account with SERVICE_OIDC_DEFAULT_ROLE.',
  ),
  groups_header: headerName(
    'X-Auth-Request-Groups',
    'Header with comma-separated group names; the person counts as a member of the Portcullis groups of those names for that request (their roles apply).',
  ),
});

export type ProxyConfig = z.output<typeof proxyConfigSchema>;
