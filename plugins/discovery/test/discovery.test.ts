// Scans against a real DNS server (dnsmasq): SRV records of `_openshell._tcp.<domain>` with good, already
// registered, duplicate, private, unresolvable, misnamed and clashing targets; what is registered (through the
// gateways plugin's registration: audit rows, events, labels), what is skipped and why, what a report-only scan
// does, the status endpoint (also after a restart), roles and bad input.
import { createSocket, type Socket } from 'node:dgram';
import { once } from 'node:events';
import type { Dnsmasq, DnsmasqZone, TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { auditRows, discoveryKernel, dnsmasq, jsonColumn, outcomes, rows, startZone } from './helpers.ts';

const binary = dnsmasq();

// 251 characters: a valid host name whose derived name (with "-8443") is cut to 253.
const LONG_HOST = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(46)}.example.test`;

const ZONE: DnsmasqZone = {
  zones: ['example.test', 'other.test', 'local.test'],
  srv: [
    { domain: 'example.test', host: 'good.example.test', port: 443 },
    { domain: 'example.test', host: 'api.example.test', port: 30051 },
    { domain: 'example.test', host: 'alt.example.test', port: 8443, priority: 5 },
    { domain: 'example.test', host: 'known.example.test', port: 443 },
    { domain: 'example.test', host: 'private.example.test', port: 443 },
    { domain: 'example.test', host: 'ghost.example.test', port: 443 },
    { domain: 'example.test', host: 'Under_Score.example.test', port: 443 },
    { domain: 'example.test', host: 'clash.example.test', port: 443 },
    { domain: 'example.test', host: LONG_HOST, port: 8443, priority: 9 },
    { domain: 'other.test', host: 'good.example.test', port: 443 },
    { domain: 'local.test', host: 'loopback.local.test', port: 30051 },
  ],
  hosts: [
    { name: 'good.example.test', address: '8.8.8.8' },
    { name: 'api.example.test', address: '1.1.1.1' },
    { name: 'alt.example.test', address: '9.9.9.9' },
    { name: 'known.example.test', address: '8.8.4.4' },
    { name: 'private.example.test', address: '10.1.2.3' },
    { name: 'under_score.example.test', address: '8.8.8.8' },
    { name: 'clash.example.test', address: '1.0.0.1' },
    { name: LONG_HOST, address: '9.9.9.10' },
    { name: 'loopback.local.test', address: '127.0.0.1' },
  ],
};

const LONG_NAME = `${LONG_HOST}-8`;

interface Context {
  dns: Dnsmasq;
  t: TestKernel;
}

/** A suite with its own dnsmasq and kernel. */
function discoverySuite(name: string, boot: (dns: Dnsmasq) => Promise<TestKernel>) {
  const test = suite<Context>(name);
  test.before(async (context) => {
    context.dns = await startZone(binary, ZONE);
    context.t = await boot(context.dns);
  });
  test.after(async ({ t, dns }) => {
    await t?.stop();
    await t?.database.drop(); // a restarted kernel shares its database, and does not drop it itself
    await dns?.close();
  });
  return Object.assign((title: string, handler: (context: Context) => Promise<void>) => test(title, handler), { run: () => test.run() });
}

const counts = (body: Record<string, unknown>) => ({ found: body.found, registered: body.registered, skipped: body.skipped });

// ---------------------------------------------------------------------------------------------------------------

const scanning = discoverySuite('a scan that registers', (dns) =>
  discoveryKernel({
    dns,
    env: { SERVICE_DISCOVERY_DOMAINS: 'example.test,other.test' },
  }),
);

scanning('counts and reasons for a zone with good, already registered, duplicate, private, unresolvable, misnamed and clashing targets', async ({ t }) => {
  assert.is((await t.http.post('/api/gateway/register', { name: 'manual-known', endpoint: 'https://known.example.test:443', auth_mode: 'none' })).status, 201);
  assert.is((await t.http.post('/api/gateway/register', { name: 'clash.example.test', endpoint: 'https://1.0.0.2:443', auth_mode: 'none' })).status, 201);

  const scan = await t.http.as('operator').post('/api/gateway/discover');
  assert.is(scan.status, 200, scan.text);
  assert.equal(counts(scan.body), { found: 10, registered: 4, skipped: 6 });
  assert.equal(scan.body.domains, ['example.test', 'other.test']);
  assert.equal([scan.body.trigger, scan.body.auto_register, scan.body.domain_errors], ['manual', true, []]);
  assert.equal(outcomes(scan.body), {
    'good.example.test': ['skipped', 'duplicate', 'good.example.test'], // the other.test record; example.test's is below
    'api.example.test': ['registered', null, 'api.example.test'],
    'alt.example.test': ['registered', null, 'alt.example.test-8443'],
    'known.example.test': ['skipped', 'already_registered', 'known.example.test'],
    'private.example.test': ['skipped', 'endpoint_refused', 'private.example.test'],
    'ghost.example.test': ['skipped', 'resolution_failed', 'ghost.example.test'],
    'under_score.example.test': ['skipped', 'invalid_target', 'under-score.example.test'],
    'clash.example.test': ['skipped', 'name_clash', 'clash.example.test'],
    [LONG_HOST]: ['registered', null, LONG_NAME],
  });
  const good = scan.body.candidates.filter((candidate: { host: string }) => candidate.host === 'good.example.test');
  assert.equal(
    good.map((candidate: Record<string, unknown>) => [candidate.domain, candidate.outcome, candidate.reason]),
    [
      ['example.test', 'registered', null],
      ['other.test', 'skipped', 'duplicate'],
    ],
  );
  const byHost = Object.fromEntries(scan.body.candidates.map((candidate: Record<string, unknown>) => [candidate.host, candidate]));
  assert.equal(byHost['api.example.test'], {
    domain: 'example.test',
    host: 'api.example.test',
    port: 30051,
    endpoint: 'https://api.example.test:30051',
    name: 'api.example.test',
    outcome: 'registered',
    reason: null,
    detail: 'registered as gateway api.example.test',
  });
  assert.match(byHost['private.example.test'].detail, /private\.example\.test resolves to 10\.1\.2\.3, which is private \(RFC 1918\)/);
  assert.match(byHost['ghost.example.test'].detail, /ghost\.example\.test does not resolve \(ENOTFOUND\)/);
  assert.match(byHost['known.example.test'].detail, /registered as gateway manual-known/);
  assert.match(byHost['clash.example.test'].detail, /https:\/\/1\.0\.0\.2:443/);
  assert.match(byHost['under_score.example.test'].detail, /not a valid host name/);
  assert.is(byHost[LONG_HOST].name.length, 253);

  const stored = await rows(t, "SELECT name, endpoint, auth_mode, labels FROM gateways WHERE name NOT IN ('manual-known', 'clash.example.test')");
  const labels = { source: 'discovery', domain: 'example.test' };
  assert.equal(stored.map((row) => [row.name, row.endpoint, row.auth_mode, jsonColumn(row.labels)]).sort(), [
    [LONG_NAME, `https://${LONG_HOST}:8443`, 'none', labels],
    ['alt.example.test-8443', 'https://alt.example.test:8443', 'none', labels],
    ['api.example.test', 'https://api.example.test:30051', 'none', labels],
    ['good.example.test', 'https://good.example.test:443', 'none', labels],
  ]);
  const registrations = (await auditRows(t, 'gateway.register')).filter((row) => row.actor === 'operator@test.local');
  assert.equal(registrations.map((row) => row.resource_id).sort(), ['alt.example.test-8443', LONG_NAME, 'api.example.test', 'good.example.test'].sort());
  const [discovered, ...more] = await auditRows(t, 'gateway.discovered');
  assert.is(more.length, 0);
  assert.equal([discovered!.actor, discovered!.resource_type, discovered!.gateway], ['operator@test.local', 'discovery', null]);
  assert.equal(discovered!.detail, {
    trigger: 'manual',
    auto_register: true,
    domains: ['example.test', 'other.test'],
    found: 10,
    registered: 4,
    skipped: 6,
    registered_gateways: ['api.example.test', 'good.example.test', 'alt.example.test-8443', LONG_NAME],
    domain_errors: [],
  });
  await t.kernel.events.settled();
  const events = t
    .eventsNamed('gateway.registered')
    .map((event) => event.data as Record<string, any>)
    .filter((data) => data.labels.source === 'discovery');
  // By priority, then name: api and good (priority 0), alt (5), the long one (9).
  assert.equal(
    events.map((data) => data.gateway),
    ['api.example.test', 'good.example.test', 'alt.example.test-8443', LONG_NAME],
  );
  assert.equal(events[1], {
    gateway: 'good.example.test',
    endpoint: 'https://good.example.test:443',
    auth_mode: 'none',
    labels: { source: 'discovery', domain: 'example.test' },
    actor: 'operator@test.local',
  });

  const status = await t.http.as('viewer').get('/api/gateway/discovery/status');
  assert.is(status.status, 200);
  assert.equal(status.body, { ...scan.body, enabled: false, interval_seconds: 300 });
});

scanning('scanning again registers nothing new: what the last scan registered is already registered', async ({ t }) => {
  const scan = await t.http.post('/api/gateway/discover');
  assert.equal(counts(scan.body), { found: 10, registered: 0, skipped: 10 });
  const reasons = scan.body.candidates.map((candidate: { reason: string }) => candidate.reason);
  assert.is(reasons.filter((reason: string) => reason === 'already_registered').length, 5);
  assert.is((await rows(t, 'SELECT name FROM gateways')).length, 6);
  assert.is((await auditRows(t, 'gateway.discovered')).length, 2);
});

scanning('the body names other domains (normalised); a domain whose lookup fails is reported, the others are scanned', async ({ t }) => {
  const scan = await t.http
    .as('operator')
    .post('/api/gateway/discover', { domains: ['Other.TEST.', 'nothing-here.example.test', 'elsewhere.invalid', 'other.test'] });
  assert.is(scan.status, 200, scan.text);
  assert.equal(scan.body.domains, ['other.test', 'nothing-here.example.test', 'elsewhere.invalid']);
  assert.equal(counts(scan.body), { found: 1, registered: 0, skipped: 1 });
  assert.equal(outcomes(scan.body), { 'good.example.test': ['skipped', 'already_registered', 'good.example.test'] });
  assert.equal(scan.body.domain_errors, [{ domain: 'elsewhere.invalid', error: 'the SRV lookup failed (EREFUSED)' }]);
});

scanning('bad domains are a 400 naming each bad field; nothing is scanned, stored or audited', async ({ t }) => {
  const before = {
    audit: (await auditRows(t)).length,
    gateways: (await rows(t, 'SELECT name FROM gateways')).length,
    status: (await t.http.get('/api/gateway/discovery/status')).body,
  };
  const cases: Array<[unknown, string[]]> = [
    [{ domains: 'example.test' }, ['body.domains']],
    [{ domains: [] }, ['body.domains']],
    [
      { domains: ['example.test', 'bad_name.test', 'has space.test', 7, `${'x'.repeat(64)}.test`] },
      ['body.domains.1', 'body.domains.2', 'body.domains.3', 'body.domains.4'],
    ],
    [{ domains: Array.from({ length: 21 }, (_, i) => `d${i}.example.test`) }, ['body.domains']],
    [{ domain: ['example.test'] }, ['body']],
    [['example.test'], ['body']],
  ];
  for (const [body, paths] of cases) {
    const response = await t.http.as('operator').post('/api/gateway/discover', body);
    assert.equal([response.status, response.body.code], [400, 'VALIDATION_ERROR'], JSON.stringify(body));
    assert.equal(
      response.body.errors.map((error: { path: string }) => error.path),
      paths,
      JSON.stringify(body),
    );
  }
  const tooMany = await t.http.as('operator').post('/api/gateway/discover', { domains: Array.from({ length: 21 }, (_, i) => `d${i}.example.test`) });
  assert.match(tooMany.body.errors[0].message, /at most 20 domains/);
  assert.is((await auditRows(t)).length, before.audit);
  assert.is((await rows(t, 'SELECT name FROM gateways')).length, before.gateways);
  assert.equal((await t.http.get('/api/gateway/discovery/status')).body, before.status);
});

scanning('discover needs an operator; status is for viewers', async ({ t }) => {
  const audited = (await auditRows(t)).length;
  const viewer = await t.http.as('viewer').post('/api/gateway/discover');
  assert.equal([viewer.status, viewer.body.code], [403, 'PERMISSION_DENIED']);
  assert.is((await t.http.as(null).post('/api/gateway/discover')).status, 401);
  assert.is((await t.http.as(null).get('/api/gateway/discovery/status')).status, 401);
  assert.is((await t.http.as('viewer').get('/api/gateway/discovery/status')).status, 200);
  assert.is((await auditRows(t)).length, audited, 'a refused scan leaves no trace');
  // The literal routes answer, not /api/gateways/{gw} (route order); a gateway may still be called "discover".
  assert.is((await t.http.patch('/api/gateway/discover', { description: 'x' })).body.code, 'GATEWAY_NOT_FOUND');
});

scanning('the status survives a restart: it is read from the database', async (context) => {
  const before = (await context.t.http.get('/api/gateway/discovery/status')).body;
  assert.is(before.trigger, 'manual');
  const database = context.t.database;
  await context.t.stop({ keepDatabase: true });
  context.t = await discoveryKernel({ dns: context.dns, database, env: { SERVICE_DISCOVERY_DOMAINS: 'example.test,other.test' } });
  const after = await context.t.http.as('viewer').get('/api/gateway/discovery/status');
  assert.equal(after.body, before);
});

scanning.run();

// ---------------------------------------------------------------------------------------------------------------

const reporting = discoverySuite('a report-only scan', (dns) =>
  discoveryKernel({
    dns,
    env: { SERVICE_DISCOVERY_DOMAINS: 'example.test,other.test', SERVICE_DISCOVERY_AUTO_REGISTER: 'false' },
  }),
);

reporting('registers nothing: new targets are reported as new, refused ones with the same reasons', async ({ t }) => {
  const scan = await t.http.as('operator').post('/api/gateway/discover');
  assert.is(scan.status, 200, scan.text);
  assert.equal(counts(scan.body), { found: 10, registered: 0, skipped: 4 });
  assert.equal(scan.body.auto_register, false);
  const fresh = scan.body.candidates.filter((candidate: { outcome: string }) => candidate.outcome === 'new');
  assert.equal(
    fresh.map((candidate: { name: string }) => candidate.name),
    ['api.example.test', 'clash.example.test', 'good.example.test', 'known.example.test', 'alt.example.test-8443', LONG_NAME],
  );
  const found = outcomes(scan.body);
  assert.equal(found['private.example.test'], ['skipped', 'endpoint_refused', 'private.example.test']);
  assert.equal(found['ghost.example.test'], ['skipped', 'resolution_failed', 'ghost.example.test']);
  assert.equal(found['good.example.test'], ['skipped', 'duplicate', 'good.example.test'], 'the other.test record');
  assert.is((await rows(t, 'SELECT name FROM gateways')).length, 0);
  assert.is((await auditRows(t, 'gateway.register')).length, 0);
  assert.is(t.eventsNamed('gateway.registered').length, 0);
  const [discovered] = await auditRows(t, 'gateway.discovered');
  assert.equal([discovered!.detail.auto_register, discovered!.detail.registered_gateways], [false, []]);
});

reporting.run();

// ---------------------------------------------------------------------------------------------------------------

const local = discoverySuite('a scan in local mode', (dns) => discoveryKernel({ dns, localMode: true }));

local('registers a loopback target, as a manual registration in local mode would', async ({ t }) => {
  const scan = await t.http.as('operator').post('/api/gateway/discover', { domains: ['local.test'] });
  assert.equal(outcomes(scan.body), { 'loopback.local.test': ['registered', null, 'loopback.local.test'] });
  assert.equal(await rows(t, 'SELECT name, endpoint FROM gateways'), [{ name: 'loopback.local.test', endpoint: 'https://loopback.local.test:30051' }]);
});

local('without configured domains, a scan must name its domains', async ({ t }) => {
  const response = await t.http.as('operator').post('/api/gateway/discover');
  assert.equal([response.status, response.body.errors[0].path], [400, 'body.domains']);
  assert.match(response.body.errors[0].message, /SERVICE_DISCOVERY_DOMAINS/);
});

local.run();

// ---------------------------------------------------------------------------------------------------------------

const silent = suite<{ t: TestKernel; server: Socket }>('a DNS server that never answers');

silent.before(async (context) => {
  context.server = createSocket('udp4'); // receives the questions and drops them
  context.server.bind(0, '127.0.0.1');
  await once(context.server, 'listening');
  const address = `127.0.0.1:${context.server.address().port}`;
  context.t = await discoveryKernel({ dns: { address, close: async () => {} }, env: { SERVICE_DISCOVERY_RESOLVER_TIMEOUT_SECONDS: '1' } });
});
silent.after(async ({ t, server }) => {
  await t.stop();
  server.close();
});

silent('costs each domain its resolver timeout and is reported per domain; the scan still answers', async ({ t }) => {
  const scan = await t.http.as('operator').post('/api/gateway/discover', { domains: ['example.test', 'other.test'] });
  assert.is(scan.status, 200, scan.text);
  assert.equal(counts(scan.body), { found: 0, registered: 0, skipped: 0 });
  assert.equal(scan.body.domain_errors, [
    { domain: 'example.test', error: 'no answer within 1 s' },
    { domain: 'other.test', error: 'no answer within 1 s' },
  ]);
  assert.equal((await auditRows(t, 'gateway.discovered'))[0]!.detail.domain_errors, scan.body.domain_errors);
});

silent.run();
