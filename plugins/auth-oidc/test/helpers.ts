import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { CLIENT_ID, CLIENT_SECRET, type TestIdentityProvider } from './identity-provider.ts';

export const ROLE_MAPPING = { claim: 'groups', values: { 'pc-admins': 'admin', 'pc-ops': 'operator', 'pc-readers': 'viewer' } };

/** `corp`: claims through userinfo, no role mapping. `hub`: claims in the ID token, roles mapped from `groups`. */
export function providersFor(corp: TestIdentityProvider, hub: TestIdentityProvider, overrides: Record<string, unknown> = {}) {
  return [
    { name: 'corp', display_name: 'Corp SSO', issuer: corp.issuer, client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...overrides },
    {
      name: 'hub',
      issuer: hub.issuer,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile', 'groups'],
      role_mapping: ROLE_MAPPING,
    },
  ];
}

export function bootOidc(providers: unknown[], env: Record<string, string> = {}): Promise<TestKernel> {
  return createTestKernel({
    plugins: ['users', 'auth-oidc'],
    testActors: false,
    env: {
      SERVICE_LOCAL_MODE: 'true',
      SERVICE_AUTH_PASSWORD_HASH_COST: '10',
      SERVICE_AUTH_METRICS_PUBLIC: 'true',
      SERVICE_OIDC_PROVIDERS_JSON: JSON.stringify(providers),
      ...env,
    },
  });
}

/** The value of one sample of /metrics (0 when absent). */
export async function metric(t: TestKernel, sample: string): Promise<number> {
  const text = await (await fetch(`${t.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${sample} `));
  return line ? Number(line.split(' ').pop()) : 0;
}
