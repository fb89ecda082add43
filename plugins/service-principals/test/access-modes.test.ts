import { Browser, setupAdmin, userWithRole } from '@portcullis/plugin-users/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootPrincipals, withKey } from './helpers.ts';

// /metrics, /docs and SERVICE_AUTH_ENABLED=false, exercised with the real authenticators (no test actors).

test('/metrics needs an admin: anonymous 401, viewer 403, admin session 200, admin key 200 (scrapers)', async () => {
  const t = await bootPrincipals();
  try {
    const admin = await setupAdmin(t);
    assert.is((await new Browser(t).get('/metrics')).status, 401);
    const viewer = await userWithRole(t, admin, 'viewer@example.test', 'viewer');
    assert.is((await viewer.get('/metrics')).status, 403);
    const page = await admin.get('/metrics');
    assert.is(page.status, 200);
    // Setup logs the admin in without a password attempt; the viewer's login is the one counted.
    assert.match(page.text, /portcullis_login_attempts_total\{result="success"\} 1/);
    const scraper = await admin.post('/api/auth/service-principals', { name: 'prometheus', role: 'admin' });
    const scrape = await withKey(t, scraper.body.key).get('/metrics');
    assert.is(scrape.status, 200);
    assert.match(scrape.text, /# TYPE portcullis_login_attempts_total counter/);
    const weak = await admin.post('/api/auth/service-principals', { name: 'weak', role: 'viewer' });
    assert.is((await withKey(t, weak.body.key).get('/metrics')).status, 403);
  } finally {
    await t.stop();
  }
});

test('SERVICE_AUTH_METRICS_PUBLIC=true opens /metrics to anonymous scrapers', async () => {
  const t = await bootPrincipals({ env: { SERVICE_AUTH_METRICS_PUBLIC: 'true' } });
  try {
    const page = await new Browser(t).get('/metrics');
    assert.is(page.status, 200);
    assert.match(page.text, /portcullis_rate_limited_total/);
  } finally {
    await t.stop();
  }
});

test('SERVICE_AUTH_ENABLED=false: every caller is the admin local-dev, with a loud warning; /docs only then and only when enabled', async () => {
  const t = await bootPrincipals({ env: { SERVICE_AUTH_ENABLED: 'false', SERVICE_DOCS_ENABLED: 'true' } });
  try {
    const warning = t.logs.entries().find((entry) => entry.level === 'warn' && /AUTHENTICATION IS DISABLED/.test(String(entry.msg)));
    assert.ok(warning, 'a loud warning is logged at start-up');
    const anyone = new Browser(t, { origin: null });
    const check = await anyone.get('/api/auth/check');
    assert.is(check.body.authenticated, true);
    assert.is(check.body.user.name, 'local-dev');
    assert.is(check.body.role, 'admin');
    assert.is((await anyone.get('/api/auth/users')).status, 200);
    assert.is((await anyone.post('/api/auth/groups', { name: 'dev' })).status, 201, 'writes need no Origin: there is no cookie to protect');
    assert.is((await anyone.get('/metrics')).status, 200);
    assert.is((await anyone.get('/api/probe/gw-a')).body.role, 'admin');
    const key = await anyone.post('/api/auth/service-principals', { name: 'dev-key', role: 'viewer' });
    assert.is((await withKey(t, key.body.key).get('/api/auth/users')).status, 200, 'even a viewer key: the whole chain is replaced');
    const docs = await anyone.get('/docs');
    assert.is(docs.status, 200);
    assert.match(docs.text, /Portcullis API/);
  } finally {
    await t.stop();
  }
});

test('/docs is hidden while authentication is on, even when enabled', async () => {
  const t = await bootPrincipals({ env: { SERVICE_DOCS_ENABLED: 'true' } });
  try {
    const admin = await setupAdmin(t);
    assert.is((await new Browser(t).get('/docs')).status, 404);
    assert.is((await admin.get('/docs')).status, 404, 'not even for an admin');
    const openapi = await admin.get('/api/system/openapi.json');
    assert.is(openapi.status, 200, 'admins can always fetch the OpenAPI document');
    assert.ok(openapi.body.paths['/api/auth/service-principals/{id}/rotate'].post);
    assert.is((await new Browser(t).get('/api/system/openapi.json')).status, 401);
  } finally {
    await t.stop();
  }
});

test.run();
