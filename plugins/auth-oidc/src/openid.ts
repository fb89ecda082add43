import { lazily } from '@portcullis/core';

export type OpenIdClient = typeof import('openid-client');

/** openid-client (with oauth4webapi and jose) is loaded with the first OIDC login, not at start-up. */
export const openidClient: () => Promise<OpenIdClient> = lazily(() => import('openid-client'));
