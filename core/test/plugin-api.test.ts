import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { definePlugin, oncePerRequest } from '../src/index.ts';
import { notesPlugin, shoutPlugin } from './fixtures/notes-plugin.ts';

const plugins = suite<{ t: TestKernel }>('a plugin defined outside the kernel');

plugins.before(async (context) => {
  context.t = await createTestKernel({
    plugins: [notesPlugin, shoutPlugin],
    env: { SERVICE_NOTES_API_TOKEN: 'hunter2-notes-token', SERVICE_NOTES_TASK_INTERVAL_MS: '1000' },
  });
});
plugins.after(async ({ t }) => {
  await t.stop();
});

plugins('its routes, entity, audit row, event subscriber and extension point work together', async ({ t }) => {
  const created = await t.http.as('operator').post('/api/notes', { text: 'hello', gateway: 'gw-1' });
  assert.is(created.status, 201);
  assert.is(created.body.text, 'HELLO', 'the contributed decorator ran');
  const fetched = await t.http.as('viewer').get(`/api/notes/${created.body.id}`);
  assert.equal(fetched.body, created.body);
  const [row] = await t.kernel.database.execute<{ action: string; actor: string; gateway: string; resource_type: string }>(
    'SELECT action, actor, gateway, resource_type FROM audit_log',
  );
  assert.equal(row, { action: 'note.create', actor: 'operator@test.local', gateway: 'gw-1', resource_type: 'note' });
  const event = await t.waitForEvent('note.created');
  assert.is((event.data as { actor: string }).actor, 'operator@test.local');
  await t.kernel.events.settled();
  assert.is(t.resolve('noteCounter', 'notes').created, 1);
});

plugins('the events it declares are listed with their plugin, and in its status', async ({ t }) => {
  const events = await t.http.as('viewer').get('/api/system/events');
  assert.is(events.status, 200);
  assert.equal(events.body, { items: [{ name: 'note.created', plugin: 'notes', description: 'A note was written.' }], total: 1 });
  const statuses = await t.http.as('viewer').get('/api/system/plugins');
  assert.equal(statuses.body.items.find((status: { id: string }) => status.id === 'notes').events, ['note.created']);
  assert.ok(t.resolve('eventCatalog').has('note.created'));
  assert.not.ok(t.resolve('eventCatalog').has('operation.updated'), 'undeclared internal events are not offered');
});

plugins('two plugins declaring one event refuse to start', async () => {
  const twin = { ...shoutPlugin, id: 'twin', events: { 'note.created': 'Me too.' } };
  const refused = await createTestKernel({ plugins: [notesPlugin, twin] }).then(
    () => null,
    (error: Error) => error.message,
  );
  assert.match(refused ?? '', 'event note.created is declared by both notes and twin');
});

plugins('roles are enforced: anonymous 401, too low 403', async ({ t }) => {
  const anonymous = await t.http.as(null).get('/api/notes');
  assert.is(anonymous.status, 401);
  assert.is(anonymous.body.code, 'AUTHENTICATION_REQUIRED');
  const viewer = await t.http.as('viewer').post('/api/notes', { text: 'nope' });
  assert.is(viewer.status, 403);
  assert.is(viewer.body.code, 'PERMISSION_DENIED');
  const list = await t.http.get('/api/notes');
  assert.is(list.body.total, 1, 'nothing was stored by the refused request');
});

plugins('its task runs when due on the controlled clock', async ({ t }) => {
  const counter = t.resolve('noteCounter', 'notes');
  await t.tick();
  assert.equal(counter.seenByTask, [], 'not due yet');
  t.manualClock!.advance(1_500);
  await t.tick();
  assert.equal(counter.seenByTask, [1]);
  const tasks = await t.http.get('/api/system/tasks');
  const task = tasks.body.items.find((item: { id: string }) => item.id === 'notes.count');
  assert.equal(
    { plugin: task.plugin, scope: task.scope, healthy: task.healthy, leader: task.leader },
    { plugin: 'notes', scope: 'global', healthy: true, leader: true },
  );
});

plugins('its WebSocket route authenticates and resolves per-gateway roles', async ({ t }) => {
  const url = t.url.replace('http', 'ws');
  const message = await new Promise<string>((resolve, reject) => {
    const socket = new WebSocket(`${url}/ws/notes/gw-9`, { headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'viewer', name: 'ws@test' }) } });
    socket.once('message', (data) => {
      resolve(String(data));
      socket.close();
    });
    socket.once('error', reject);
  });
  assert.equal(JSON.parse(message), { hello: 'ws@test', gateway: 'gw-9', role: 'viewer' });
  const refused = await new Promise<number>((resolve) => {
    const socket = new WebSocket(`${url}/ws/notes/gw-9`);
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => resolve(101));
  });
  assert.is(refused, 401);
  // As on HTTP routes, a query parameter the route does not declare is refused rather than ignored.
  const unknownQuery = await new Promise<{ status: number; body: string }>((resolve) => {
    const socket = new WebSocket(`${url}/ws/notes/gw-9?folow=true`, {
      headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'viewer', name: 'ws@test' }) },
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += String(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.once('open', () => resolve({ status: 101, body: '' }));
  });
  assert.is(unknownQuery.status, 400, unknownQuery.body);
  assert.match(unknownQuery.body, 'query.folow');
});

plugins('the OpenAPI document is generated from the declared routes', async ({ t }) => {
  const doc = await t.http.get('/api/system/openapi.json');
  assert.is(doc.status, 200);
  assert.is(doc.body.openapi, '3.1.0');
  const post = doc.body.paths['/api/notes'].post;
  assert.is(post.requestBody.content['application/json'].schema.properties.text.maxLength, 200);
  assert.match(post.description, /operator/);
  assert.ok(doc.body.paths['/api/notes/{id}'].get.parameters.some((p: { name: string; in: string }) => p.name === 'id' && p.in === 'path'));
  assert.is((await t.http.as('viewer').get('/api/system/openapi.json')).status, 403);
});

plugins('system endpoints: plugins with reasons, config with secrets redacted, version', async ({ t }) => {
  const listed = await t.http.as('viewer').get('/api/system/plugins');
  const items = listed.body.items as Array<{ id: string; enabled: boolean; reason: string }>;
  assert.equal(
    items.filter((p) => p.enabled).map((p) => p.id),
    ['core', 'notes', 'notes-shout'],
  );
  assert.ok(
    items
      .filter((p) => !p.enabled)
      .every((p) => p.reason === `not in the configured plugin list (add it: plugins: { add: [${p.id}] }, or SERVICE_PLUGINS_ADD=${p.id})`),
    'standard plugins left out say why',
  );
  const config = await t.http.get('/api/system/config');
  assert.is(config.body.notes.api_token, '[REDACTED]');
  assert.is(config.body.notes.max_length, 200);
  assert.is(config.body.service.port, 0);
  assert.not.match(config.text, /hunter2/);
  assert.is((await t.http.as('operator').get('/api/system/config')).status, 403);
  assert.is((await t.http.as('operator').get('/api/system/tasks')).status, 403, 'tasks are for admins');
  assert.is((await t.http.as(null).get('/api/system/plugins')).status, 401);
  assert.is((await t.http.as(null).get('/api/system/version')).status, 401);
  assert.is((await t.http.get('/docs')).status, 404, 'no docs while authentication is on');
  const version = await t.http.as('viewer').get('/api/system/version');
  assert.match(version.body.version, /^\d+\.\d+\.\d+/);
});

plugins('metrics use route templates, never raw paths, and carry the info metric', async ({ t }) => {
  await t.http.get('/api/notes/00000000-0000-4000-8000-000000000000');
  const metrics = await t.http.get('/metrics');
  assert.match(metrics.text, /portcullis_info\{version="\d+\.\d+\.\d+"\} 1/);
  assert.match(metrics.text, /portcullis_http_request_duration_seconds_count\{method="GET",route="\/api\/notes\/\{id\}",status="404"\} 1/);
  assert.not.match(metrics.text, /00000000-0000-4000/);
  assert.match(metrics.text, /portcullis_http_requests_total\{method="GET",status="200"\}/);
  assert.is((await t.http.as('operator').get('/metrics')).status, 403);
});

plugins('per-request state: a guard and its handler share what oncePerRequest computed, and the next request starts afresh', async () => {
  let computed = 0;
  const work = () =>
    oncePerRequest('memo.value', () => {
      computed += 1;
      return computed;
    });
  let seenByGuard = 0;
  const memo = definePlugin({
    id: 'memo',
    description: 'Test: per-request state.',
    register(api) {
      api.route({
        method: 'GET',
        path: '/api/memo',
        access: 'viewer',
        summary: 'What the guard and the handler saw.',
        guards: [
          () => {
            seenByGuard = work();
          },
        ],
        handler: () => ({ guard: seenByGuard, handler: work() }),
      });
    },
  });
  const t = await createTestKernel({ plugins: [memo] });
  try {
    assert.equal((await t.http.as('viewer').get('/api/memo')).body, { guard: 1, handler: 1 });
    assert.equal((await t.http.as('viewer').get('/api/memo')).body, { guard: 2, handler: 2 });
    assert.equal([work(), work()], [3, 4], 'outside a request nothing is kept');
  } finally {
    await t.stop();
  }
});

plugins.run();
