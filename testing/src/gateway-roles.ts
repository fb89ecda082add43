import type { TestKernel } from './index.ts';

/**
 * A user with no global role and the given per-gateway roles (the users plugin must be on), signed in with a
 * session cookie as a browser is: the headers its requests send (`get(path, { headers })`).
 */
export async function signedInWithGatewayRoles(t: TestKernel, email: string, gatewayRoles: Record<string, string>): Promise<Record<string, string>> {
  const password = 'gateway-roles-passphrase-42';
  const created = await t.http.post('/api/auth/users', { email, role: null, password });
  if (created.status !== 201) throw new Error(`creating ${email}: ${created.status} ${created.text}`);
  for (const [gateway, role] of Object.entries(gatewayRoles)) {
    const granted = await t.http.put(`/api/auth/users/${created.body.id}/gateway-roles/${gateway}`, { role });
    if (granted.status !== 200) throw new Error(`granting ${role} on ${gateway}: ${granted.status} ${granted.text}`);
  }
  const origin = 'http://localhost:8888';
  const login = await t.http.as(null).post('/api/auth/login', { email, password }, { headers: { origin } });
  const cookie = login.headers
    .getSetCookie()
    .find((header) => header.startsWith('svc_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`logging in as ${email}: ${login.status} ${login.text}`);
  return { origin, cookie };
}
