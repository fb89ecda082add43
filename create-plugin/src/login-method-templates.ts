// `plugin new <id> --auth`: a login method. It contributes to the users plugin's `loginMethods` extension point,
// proves who someone is in its own route, and hands the proven identity to the `logins` service, which every
// method shares (account lookup or creation, lockout, the svc_session cookie, the audit rows). The proof here is a
// token shared with a trusted system; a real method replaces it (an assertion, a directory bind, ...).
import { type PluginNames, variableOf } from './names.ts';
import { type DependencyRanges, type PluginFiles, packageFiles, readmeUsage } from './templates.ts';

const TOKEN_SETTING = 'login_token';

function tokenVariable(names: PluginNames): string {
  return variableOf(names, TOKEN_SETTING);
}

function index(names: PluginNames): string {
  return `// ${names.id}: a login method. Its manifest names what it brings; the proof lives in login.ts.
import { definePlugin } from '@portcullis/core';
import { loginMethods } from '@portcullis/plugin-users';
import { loginRoutes } from './login.ts';
import { settings } from './settings.ts';

export default definePlugin({
  id: '${names.id}',
  description: 'Logs people in on the word of a trusted system (a new login method: say what proves who someone is).',
  dependsOn: ['users'],
  config: {
    namespace: '${names.id}',
    schema: settings,
    enabled: (config) => (config.${TOKEN_SETTING} ? true : '${tokenVariable(names)} is not set'),
  },
  register(api) {
    // The login page learns from GET /api/auth/check that this method is offered.
    api.contribute(loginMethods, { id: '${names.id}', advertise: () => ({ ${names.snake}_login: true }) });
    loginRoutes(api);
  },
});
`;
}

function settingsFile(names: PluginNames): string {
  return `import { setting } from '@portcullis/core';
import { z } from 'zod';

// ${tokenVariable(names)} in the environment, or \`${names.id}: { ${TOKEN_SETTING}: ... }\` in the YAML configuration file.
// A secret: redacted wherever configuration is shown. Unset, the plugin is off (its \`enabled\` says why).
export const settings = z.object({
  ${TOKEN_SETTING}: setting.secret('Token a trusted system sends with a person\\'s email to log them in. Unset: this login method is off.'),
});

export type Settings = z.output<typeof settings>;
`;
}

function login(names: PluginNames): string {
  return `import { createHash, timingSafeEqual } from 'node:crypto';
import { problems, type PluginApi } from '@portcullis/core';
import { emailSchema, originOf, refuseCrossSiteBrowser, roleSchema } from '@portcullis/plugin-users';
import { z } from 'zod';
import type { Settings } from './settings.ts';

const METHOD = '${names.id}';

/** Compared by digest, in constant time: how long the check takes says nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function loginRoutes(api: PluginApi<Settings>): void {
  const publicOrigin = originOf(api.kernelConfig.public_url);
  api.route({
    method: 'POST', path: '/api/auth/${names.id}/login', access: 'public', tags: ['auth'],
    summary: 'Log in the person a trusted system names; sets the svc_session cookie. 401 when the token is wrong.',
    body: z.object({ email: emailSchema, token: z.string().min(1).max(1000) }),
    response: z.object({ email: z.string(), role: roleSchema.nullable() }),
    // A browser on another site may not log anyone in here.
    guards: [(request) => refuseCrossSiteBrowser(request.headers, publicOrigin)],
    handler: async (request) => {
      const logins = request.resolve('logins');
      if (!sameToken(request.body.token, api.config.${TOKEN_SETTING}!)) {
        // Counted like a wrong password (per address and per account) and audited as user.login_failed.
        await logins.refused(request, { method: METHOD, email: request.body.email, reason: 'bad_token' });
        throw problems.unauthenticated('This token does not log anyone in.');
      }
      const { user, role } = await logins.signIn(request, { method: METHOD, identity: { email: request.body.email, emailVerified: true } });
      return { email: user.email, role };
    },
  });
}
`;
}

function test(names: PluginNames): string {
  return `// Runs on the database PORTCULLIS_TEST_DATABASE names (sqlite, or postgresql at PORTCULLIS_TEST_PG_URL, by default
// postgresql://postgres@127.0.0.1:5432/postgres): \`npm test\` runs it on both.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { auditRows, createTestKernel } from '@portcullis/testing';
import users from '@portcullis/plugin-users';
import plugin from '../src/index.ts';

const TOKEN = 'a-token-only-the-trusted-system-knows';
const boot = (env: Record<string, string> = { ${tokenVariable(names)}: TOKEN }) =>
  createTestKernel({ plugins: [users, plugin], env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10', ...env }, testActors: false });

test('the right token logs the person in: a session cookie, an account, a login audit row', async () => {
  const t = await boot();
  try {
    const login = await t.http.post('/api/auth/${names.id}/login', { email: 'Ada@Example.test', token: TOKEN });
    assert.is(login.status, 200);
    assert.is(login.body.email, 'ada@example.test');
    assert.ok(login.headers.getSetCookie().some((cookie) => cookie.startsWith('svc_session=')), 'a session cookie');
    const [row] = await auditRows(t, 'user.login');
    assert.is(row?.detail.method, '${names.id}');
    const check = await t.http.get('/api/auth/check');
    assert.is(check.body.${names.snake}_login, true, 'the login page learns of the method');
  } finally {
    await t.stop();
  }
});

test('a wrong token is refused and audited; a request from another site is refused; no token: the plugin is off', async () => {
  const t = await boot();
  try {
    const refused = await t.http.post('/api/auth/${names.id}/login', { email: 'ada@example.test', token: 'guess' });
    assert.is(refused.status, 401);
    assert.is((await auditRows(t, 'user.login_failed'))[0]?.detail.reason, 'bad_token');
    const foreign = await t.http.post('/api/auth/${names.id}/login', { email: 'ada@example.test', token: TOKEN }, { headers: { origin: 'https://elsewhere.test' } });
    assert.is(foreign.status, 403);
  } finally {
    await t.stop();
  }
  const off = await boot({});
  try {
    assert.is((await off.http.post('/api/auth/${names.id}/login', { email: 'ada@example.test', token: TOKEN })).status, 404);
  } finally {
    await off.stop();
  }
});

test.run();
`;
}

function readme(names: PluginNames, ranges: DependencyRanges): string {
  return `# ${names.packageName}

A Portcullis login method (\`${names.id}\`): a trusted system posts a person's email with a shared token to
\`POST /api/auth/${names.id}/login\`, and the users plugin logs that person in (the same session, lockout and audit
rows as a password login). Replace the token with what proves who someone is for you; docs/plugins.md in the
Portcullis repository explains every part.

${readmeUsage(names, ranges, `${names.id}:\n  ${TOKEN_SETTING}: ...   # or ${tokenVariable(names)}`)}`;
}

export function loginMethodFiles(names: PluginNames, ranges: DependencyRanges): PluginFiles {
  return {
    ...packageFiles(names, ranges, ['users']),
    'README.md': readme(names, ranges),
    'src/index.ts': index(names),
    'src/settings.ts': settingsFile(names),
    'src/login.ts': login(names),
    'test/plugin.test.ts': test(names),
  };
}
