// The OTLP lane against a real OTLP/HTTP receiver that decodes the protobuf (tools/otlp-receiver): every audit row
// arrives once as a log record, in order, in bounded batches; an outage holds the cursor while the lag grows, and
// the export catches up after it (docs/audit-export.md).
import { type OtlpReceiver, startOtlpReceiver } from '@portcullis/otlp-receiver';
import { appendRows, bootExport, EXPORT_T0, exportAfter, laneStatus } from '@portcullis/plugin-audit/testing';
import { metricValue, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

let receiver: OtlpReceiver;
let t: TestKernel;

function boot(env: Record<string, string> = {}): Promise<TestKernel> {
  return bootExport('audit-export-otlp', { SERVICE_AUDIT_OTLP_ENDPOINT: receiver.url, SERVICE_AUDIT_OTLP_AUTHORIZATION: 'Bearer siem-token', ...env });
}

test.before.each(async () => {
  receiver = await startOtlpReceiver();
});

test.after.each(async () => {
  await t?.stop();
  await receiver.close();
});

const exportedIds = () => receiver.logRecords.map((record) => record.attributes['portcullis.audit.id']);

test('every audit row arrives once as a log record with its fields, chain links and time', async () => {
  t = await boot();
  const ids = await appendRows(t, 3);
  await exportAfter(t, 0);
  assert.equal(exportedIds(), ids);
  const last = receiver.logRecords.at(-1)!;
  assert.equal(last.resource, { 'service.name': 'portcullis' });
  assert.is(last.scope.name, '@portcullis/plugin-audit-export-otlp');
  assert.is(last.severityText, 'INFO');
  assert.is(last.eventName, 'portcullis.audit.sandbox.create');
  assert.is(last.body, 'system sandbox.create sandbox/box-2');
  assert.is(last.timeUnixNano, `${BigInt(EXPORT_T0 + 3000) * 1_000_000n}`);
  assert.is(last.attributes['portcullis.audit.gateway'], 'sim');
  assert.is(last.attributes['portcullis.audit.detail'], '{"index":2}');
  assert.is(last.attributes['portcullis.audit.prev_hash'], receiver.logRecords.at(-2)!.attributes['portcullis.audit.hash']);
  assert.is(receiver.requests[0]!.headers.authorization, 'Bearer siem-token');
  const status = await laneStatus(t, 'otlp');
  assert.is(status.position, ids.at(-1));
  assert.is(status.lag_rows, 0);
  assert.is(status.last_error, null);
});

test('batches are bounded and one run sends at most batches_per_run of them', async () => {
  t = await boot({ SERVICE_AUDIT_EXPORT_BATCH_SIZE: '2', SERVICE_AUDIT_EXPORT_BATCHES_PER_RUN: '2', SERVICE_AUDIT_EXPORT_INTERVAL: '5' });
  const ids = await appendRows(t, 7);
  await exportAfter(t, 0);
  assert.equal(
    receiver.requests.map((request) => request.items),
    [2, 2],
  );
  assert.is(await metricValue(t, 'audit_export_lag_rows', { lane: 'otlp' }), ids.length - 4);
  await exportAfter(t, 5000);
  await exportAfter(t, 5000);
  assert.equal(exportedIds(), ids);
  assert.ok(receiver.requests.every((request) => request.items <= 2));
});

test('an outage holds the cursor with a backoff while the lag grows, then the export catches up without a gap', async () => {
  t = await boot({ SERVICE_AUDIT_EXPORT_INTERVAL: '1' });
  const before = await appendRows(t, 2);
  await exportAfter(t, 0);
  receiver.refuse(503);
  const ids = await appendRows(t, 3);
  await exportAfter(t, 1000);
  assert.is(receiver.refused, 1);
  const held = await laneStatus(t, 'otlp');
  assert.is(held.position, before.at(-1));
  assert.is(held.lag_rows, 3);
  assert.match(held.last_error!, /answered 503/);
  assert.is(held.consecutive_failures, 1);
  assert.is(await metricValue(t, 'audit_export_lag_rows', { lane: 'otlp' }), 3);
  assert.ok((await metricValue(t, 'audit_export_lag_seconds', { lane: 'otlp' })) >= 1);
  // Inside the backoff (1 s, then 2 s) nothing is attempted however often the task runs.
  await exportAfter(t, 1000);
  assert.is(receiver.refused, 2);
  await exportAfter(t, 1000);
  assert.is(receiver.refused, 2);
  assert.is((await laneStatus(t, 'otlp')).consecutive_failures, 2);
  receiver.accept();
  await exportAfter(t, 1000);
  assert.equal(exportedIds(), ids);
  const caughtUp = await laneStatus(t, 'otlp');
  assert.is(caughtUp.lag_rows, 0);
  assert.is(caughtUp.last_error, null);
  assert.is(await metricValue(t, 'audit_export_failures_total', { lane: 'otlp' }), 2);
});

test.run();
