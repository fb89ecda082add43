// The built-in templates: listed and shown to viewers, read-only, and each one's config (plus a name) creates a
// sandbox on a real simulator with its presets applied by the policies plugin.

import { type Simulator, startSimulator } from '@portcullis/openshell-sim';
import gateways from '@portcullis/plugin-gateways';
import { WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import policies from '@portcullis/plugin-policies';
import sandboxes from '@portcullis/plugin-sandboxes';
import { createTestKernel, eventually, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import templates from '../src/index.ts';

const catalogue = suite<{ t: TestKernel; sim: Simulator }>('sandbox templates');
catalogue.before(async (context) => {
  context.sim = await startSimulator({ port: 0, timings: { readyDelayMs: 20, stopDelayMs: 10, policyLoadDelayMs: 10, flushIntervalMs: 0 } });
  context.t = await createTestKernel({
    plugins: [gateways, ...WIRE_LINE_PLUGINS, sandboxes, policies, templates],
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_HEALTH_INTERVAL_SECONDS: '3600' },
  });
  const registered = await context.t.http.post('/api/gateway/register', { name: 'gw', endpoint: `http://${context.sim.address}`, auth_mode: 'none' });
  assert.is(registered.status, 201, registered.text);
});
catalogue.after(async ({ t, sim }) => {
  await t.stop();
  await sim.close();
});

catalogue('the three built-in templates of the spec, for viewers', async ({ t }) => {
  const list = await t.http.as('viewer').get('/api/sandbox-templates');
  assert.is(list.status, 200, list.text);
  assert.equal(
    list.body.items.map((item: { name: string; category: string }) => [item.name, item.category]),
    [
      ['data-science', 'ML'],
      ['secure-coding', 'Security'],
      ['web-dev', 'Dev'],
    ],
  );
  assert.is(list.body.total, 3);
  const science = list.body.items[0].config;
  assert.equal([science.gpu, science.presets], [true, ['ollama', 'pypi', 'huggingface', 'docker']]);
  assert.equal(list.body.items[2].config.presets, ['npm', 'docker', 'slack']);
  assert.equal(list.body.items[1].config.presets, ['pypi', 'docker']);
  const paged = await t.http.get('/api/sandbox-templates', { query: { limit: '1', offset: '2' } });
  assert.equal([paged.body.items.map((item: { name: string }) => item.name), paged.body.total], [['web-dev'], 3]);
  const one = await t.http.as('viewer').get('/api/sandbox-templates/web-dev');
  assert.equal([one.status, one.body.name, one.body.config.image], [200, 'web-dev', 'node:22-bookworm']);
  const missing = await t.http.get('/api/sandbox-templates/nope');
  assert.equal([missing.status, missing.body.code], [404, 'TEMPLATE_NOT_FOUND']);
  assert.is((await t.http.as(null).get('/api/sandbox-templates')).status, 401);
  assert.is((await t.http.as('admin').post('/api/sandbox-templates', {})).status, 405, 'read-only');
});

catalogue("each template's config plus a name creates a running sandbox with the template's presets applied", async ({ t, sim }) => {
  const { body } = await t.http.get('/api/sandbox-templates');
  for (const template of body.items as Array<{ name: string; config: Record<string, unknown> & { presets: string[]; image: string } }>) {
    const name = `from-${template.name}`.slice(0, 19).replace(/-$/, '');
    const started = await t.http.as('operator').post('/api/gateways/gw/sandboxes', { ...template.config, name });
    assert.is(started.status, 202, `${template.name}: ${started.text}`);
    const done = await eventually(async () => {
      const operation = (await t.http.get(`/api/operations/${started.body.operation_id}`)).body;
      return ['succeeded', 'failed'].includes(operation.status) ? operation : null;
    }, 10_000);
    assert.is(done.status, 'succeeded', `${template.name}: ${JSON.stringify(done.error)}`);
    assert.equal(done.result.presets_applied, template.config.presets);
    assert.equal([done.result.sandbox.image, done.result.sandbox.gpu, done.result.sandbox.state], [template.config.image, template.config.gpu, 'running']);
  }
  assert.is(sim.control.calls('UpdateConfig'), 4 + 2 + 3, 'one policy update per preset');
});

catalogue.run();
