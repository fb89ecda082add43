import { startSimulator } from '@portcullis/openshell-sim';
import sandboxes from '@portcullis/plugin-sandboxes';
import { eventually, metricValue } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebSocket } from 'ws';
import { deny, type Fixture, fixture, json, poll, rows, ruleKey } from './helpers.ts';

const inbox = suite<{ f: Fixture }>('approval inbox and detection');
inbox.before.each(async (context) => {
  // Found by polls only: the poll cycle's own watch streams are detection.test.ts's subject.
  context.f = await fixture({ sandboxes: ['box', 'other'], after: [sandboxes], env: { SERVICE_APPROVALS_WATCH_PER_GATEWAY: '0' } });
});
inbox.after.each(async ({ f }) => {
  await f.close();
});

inbox('a blocked request appears in the gateway inbox and the sandbox inbox with its endpoint, method, path, binary and flag', async ({ f }) => {
  const web = deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl', method: 'GET', path: '/repos/acme/app', count: 3 });
  const database = deny(f, { host: 'db.example.com', port: 5432, binary: '/usr/bin/psql' });
  const elsewhere = deny(f, { host: 'pypi.org', port: 443, binary: '/usr/bin/pip' }, 'other');

  const sandboxInbox = await f.t.http.as('viewer').get(`${f.box()}/approvals/pending`);
  assert.is(sandboxInbox.status, 200, sandboxInbox.text);
  assert.is(sandboxInbox.body.total, 2);
  const byId = Object.fromEntries(sandboxInbox.body.items.map((chunk: any) => [chunk.chunk_id, chunk]));
  const chunk = byId[web];
  assert.match(chunk.review_token, /^[0-9a-f]{64}$/, "the gateway's review token, to be sent back with a decision");
  assert.equal(
    { ...chunk, first_seen: typeof chunk.first_seen, last_seen: typeof chunk.last_seen, review_token: typeof chunk.review_token },
    {
      chunk_id: web,
      sandbox: 'box',
      status: 'pending',
      rule_name: ruleKey('api.github.com', 443),
      endpoint: { host: 'api.github.com', port: 443 },
      method: 'GET',
      path: '/repos/acme/app',
      binary: '/usr/bin/curl',
      suggested_action: {
        rule_name: ruleKey('api.github.com', 443),
        rule: {
          name: ruleKey('api.github.com', 443),
          endpoints: [
            {
              host: 'api.github.com',
              port: 443,
              ports: [443],
              protocol: 'rest',
              enforcement: 'enforce',
              rules: [{ allow: { method: 'GET', path: '/repos/acme/app' } }],
              advisor_proposed: true,
            },
          ],
          binaries: [{ path: '/usr/bin/curl' }],
        },
      },
      rationale: 'Allow curl to connect to api.github.com:443 (HTTPS). Observed requests: GET /repos/acme/app.',
      security_flagged: false,
      security_notes: '',
      confidence: 0.75,
      hit_count: 3,
      first_seen: 'string',
      last_seen: 'string',
      stage: 'l7_deny',
      review_token: 'string',
    },
  );
  assert.ok(!Number.isNaN(Date.parse(chunk.first_seen)));
  const flagged = byId[database];
  assert.equal(
    [flagged.endpoint, flagged.method, flagged.path, flagged.binary, flagged.security_flagged, flagged.stage],
    [{ host: 'db.example.com', port: 5432 }, null, null, '/usr/bin/psql', true, 'l4_deny'],
  );
  assert.match(flagged.security_notes, /5432/);

  const gatewayInbox = await f.t.http.as('viewer').get(`${f.gw}/approvals/pending`);
  assert.is(gatewayInbox.status, 200, gatewayInbox.text);
  assert.equal(gatewayInbox.body.items.map((c: any) => c.chunk_id).sort(), [web, database, elsewhere].sort());
  assert.equal(gatewayInbox.body.items.find((c: any) => c.chunk_id === elsewhere).sandbox, 'other');
  assert.equal(
    gatewayInbox.body.items.find((c: any) => c.chunk_id === web),
    chunk,
    'the same shape at both levels',
  );
  const narrowed = await f.t.http.as('viewer').get(`${f.gw}/approvals/pending`, { query: { sandbox: 'other' } });
  assert.equal(
    narrowed.body.items.map((c: any) => c.chunk_id),
    [elsewhere],
  );
  const paged = await f.t.http.as('viewer').get(`${f.gw}/approvals/pending`, { query: { limit: '1', offset: '1' } });
  assert.equal([paged.body.items.length, paged.body.total], [1, 3]);
});

inbox('approval.pending fires once per chunk however often it is polled; more hits fire approval.updated; a browser viewer gets both', async ({ f }) => {
  const socket = new WebSocket(`${f.t.url.replace('http', 'ws')}/ws/gw/box`, { headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'viewer' }) } });
  const messages: Array<{ type: string; data: any }> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  try {
    const id = deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
    await poll(f);
    await poll(f);
    await poll(f);
    assert.is(f.t.eventsNamed('approval.pending').length, 1, 'once, whatever the number of polls');
    const event = f.t.eventsNamed('approval.pending')[0]!.data as any;
    assert.equal(
      [event.gateway, event.sandbox, event.workspace, event.chunk_id, event.chunk.endpoint, event.chunk.binary, event.chunk.security_flagged],
      ['gw', 'box', 'default', id, { host: 'api.github.com', port: 443 }, '/usr/bin/curl', false],
    );

    const pushed = await eventually(() => messages.find((m) => m.type === 'approval' && m.data.event === 'approval.pending'));
    assert.equal([pushed.data.chunk_id, pushed.data.chunk.binary, pushed.data.sandbox], [id, '/usr/bin/curl', 'box']);

    // Reading the inbox is a look too, but it does not announce the chunk again.
    await f.t.http.as('viewer').get(`${f.box()}/approvals/pending`);
    assert.is(f.t.eventsNamed('approval.pending').length, 1);

    f.sim.control.simulateDenial({ sandbox: 'box', host: 'api.github.com', port: 443, binary: '/usr/bin/curl', count: 4 });
    f.sim.control.flushDenials('box');
    await poll(f);
    await poll(f);
    assert.is(f.t.eventsNamed('approval.pending').length, 1, 'the same chunk id is not new');
    const updated = f.t.eventsNamed('approval.updated');
    assert.is(updated.length, 1);
    assert.is((updated[0]!.data as any).chunk.hit_count, 5);
    await eventually(() => messages.find((m) => m.type === 'approval' && m.data.event === 'approval.updated'));

    const [row] = await rows(
      f.t,
      'SELECT gateway, workspace, sandbox, chunk_id, hit_count, notified_hit_count, upstream_status, override, snapshot FROM approval_chunks',
    );
    assert.equal(
      { ...row, snapshot: json(row!.snapshot).binary },
      {
        gateway: 'gw',
        workspace: 'default',
        sandbox: 'box',
        chunk_id: id,
        hit_count: 5,
        notified_hit_count: 5,
        upstream_status: 'pending',
        override: null,
        snapshot: '/usr/bin/curl',
      },
    );
    assert.is(messages.filter((m) => m.type === 'approval' && m.data.sandbox !== 'box').length, 0);
  } finally {
    socket.close();
  }
});

inbox('the poller reads only running sandboxes and skips a gateway that does not answer, without events', async ({ f }) => {
  const gone = await startSimulator({ port: 0 });
  const address = gone.address;
  await gone.close();
  const registered = await f.t.http.post('/api/gateway/register', { name: 'gone', endpoint: `http://${address}`, auth_mode: 'none' });
  assert.is(registered.status, 201, registered.text);
  f.sim.control.seedSandbox({ name: 'late' });
  f.sim.control.holdProvisioning('late');
  deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
  f.sim.control.resetCalls();
  await poll(f);
  assert.is(f.sim.control.calls('GetDraftPolicy'), 2, 'box and other, not the sandbox still provisioning');
  assert.equal(
    f.t.eventsNamed('approval.pending').map((e) => (e.data as any).sandbox),
    ['box'],
  );
  const task = f.t.kernel.scheduler.snapshot().find((state) => state.id === 'approvals.poll')!;
  assert.equal([task.healthy, task.last_error, task.scope], [true, null, 'sharded']);
  const pending = (gateway: string) => metricValue(f.t, 'approvals_pending', { gateway });
  assert.equal([await pending('gw'), await pending('gone')], [1, 0], 'portcullis_approvals_pending: what the poll saw');
  deny(f, { host: 'pypi.org', port: 443, binary: '/usr/bin/pip' }, 'other');
  await poll(f);
  assert.is(await pending('gw'), 2);
});

inbox('reads check their input and role; an unknown chunk at the gateway level is a 404 that says how to name its sandbox', async ({ f }) => {
  const badLimit = await f.t.http.as('viewer').get(`${f.gw}/approvals/pending`, { query: { limit: '0' } });
  assert.equal([badLimit.status, badLimit.body.errors.map((e: any) => e.path)], [400, ['query.limit']]);
  const badChunk = await f.t.http.as('operator').post(`${f.gw}/approvals/${encodeURIComponent('no spaces')}/approve`);
  assert.equal([badChunk.status, badChunk.body.errors.map((e: any) => e.path)], [400, ['params.chunk_id']]);
  const unknown = await f.t.http.as('operator').post(`${f.gw}/approvals/0b7f0e6a-0000-4000-8000-000000000000/approve`);
  assert.equal([unknown.status, unknown.body.code], [404, 'CHUNK_NOT_FOUND']);
  assert.match(unknown.body.detail, /\?sandbox=/);
  const upstreamUnknown = await f.t.http.as('operator').post(`${f.box()}/approvals/0b7f0e6a-0000-4000-8000-000000000000/approve`);
  assert.equal([upstreamUnknown.status, upstreamUnknown.body.code], [404, 'CHUNK_NOT_FOUND']);
  const noSandbox = await f.t.http.as('viewer').get(`${f.box('nope')}/approvals/pending`);
  assert.equal([noSandbox.status, noSandbox.body.code], [404, 'SANDBOX_NOT_FOUND']);
  const noGateway = await f.t.http.as('viewer').get('/api/gateways/nope/approvals/pending');
  assert.equal([noGateway.status, noGateway.body.code], [404, 'GATEWAY_NOT_FOUND']);
  const id = deny(f, { host: 'api.github.com', port: 443, binary: '/usr/bin/curl' });
  const viewer = await f.t.http.as('viewer').post(`${f.box()}/approvals/${id}/approve`);
  assert.is(viewer.status, 403);
  assert.is((await f.t.http.as(null).get(`${f.gw}/approvals/pending`)).status, 401);
  const decisions = await f.t.http.as('viewer').get(`${f.box()}/approvals/${id}/decisions`);
  assert.equal(decisions.body, {
    chunk_id: id,
    sandbox: 'box',
    workflow: false,
    proposal_status: null,
    required: null,
    votes: [],
    tally: { approve: 0, reject: 0 },
    voters: [],
    eligible_voters: [],
    escalated: false,
  });
});

inbox.run();
