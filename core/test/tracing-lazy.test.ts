// test-dialects: none
// Tracing off (the default) costs nothing: a kernel that boots and serves a request without it has loaded no module
// of OpenTelemetry (docs/observability.md). Checked in a child process, because this one may have them loaded
// already; the same process then boots a kernel with tracing on, which loads them, so the check can see them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Sampling nothing, the traced kernel has no span to send at its stop (nothing listens at the endpoint).
const TRACING_ON = { SERVICE_TRACING_ENABLED: 'true', SERVICE_TRACING_OTLP_ENDPOINT: 'http://127.0.0.1:9/v1/traces', SERVICE_TRACING_SAMPLE_RATIO: '0' };

/** The OpenTelemetry packages loaded by a test kernel on SQLite that boots, serves one request and stops, per env. */
function openTelemetryLoaded(envs: Array<Record<string, string>>): string[][] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({ load(url, context, next) { const hit = /@opentelemetry\\/[a-z-]+/.exec(url); if (hit) loaded.add(hit[0]); return next(url, context); } });
    const { createTestKernel } = await import('@portcullis/testing');
    const seen = [];
    for (const env of ${JSON.stringify(envs)}) {
      const t = await createTestKernel({ env });
      await t.http.get('/api/plugins');
      await t.stop();
      seen.push([...loaded].sort());
    }
    process.stdout.write(JSON.stringify(seen));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: `${ROOT}core`,
    encoding: 'utf8',
    env: { ...process.env, PORTCULLIS_TEST_DATABASE: 'sqlite' },
  });
  assert.is(child.status, 0, child.stderr);
  return JSON.parse(child.stdout) as string[][];
}

test('with tracing off no OpenTelemetry module is loaded; with it on, the SDK and its exporter are', () => {
  const [off, on] = openTelemetryLoaded([{}, TRACING_ON]);
  assert.equal(off, []);
  for (const name of ['@opentelemetry/api', '@opentelemetry/sdk-trace', '@opentelemetry/exporter-trace-otlp-proto']) assert.ok(on!.includes(name), name);
});

test.run();
