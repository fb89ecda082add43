// The syslog lane against a TLS listener that parses RFC 5424 with octet-counting framing (@portcullis/testing):
// every row arrives once, in order, as a well-formed message carrying the row as structured data and JSON; a
// receiver whose certificate the configured CA did not sign gets nothing, and the cursor holds (docs/audit-export.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCertificateBundle } from '@portcullis/openshell-sim/certs';
import { appendRows, bootExport, exportAfter, laneStatus } from '@portcullis/plugin-audit/testing';
import { appendAuditRow, startSyslogServer, type TestKernel, type TestSyslogServer } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const trusted = generateCertificateBundle();
const stranger = generateCertificateBundle({ caName: 'someone else' });
const directory = mkdtempSync(join(tmpdir(), 'syslog-lane-'));
const caFile = join(directory, 'ca.pem');
writeFileSync(caFile, trusted.ca.certPem);

let server: TestSyslogServer;
let t: TestKernel | undefined;

function boot(): Promise<TestKernel> {
  return bootExport('audit-export-syslog', {
    SERVICE_AUDIT_SYSLOG_TARGET: `127.0.0.1:${server.port}`,
    SERVICE_AUDIT_SYSLOG_CA_FILE: caFile,
    SERVICE_AUDIT_SYSLOG_SERVER_NAME: 'localhost',
    SERVICE_AUDIT_SYSLOG_HOSTNAME: 'cp-1',
  });
}

test.after.each(async () => {
  await t?.stop();
  await server.close();
});

test.after(() => rmSync(directory, { recursive: true, force: true }));

test('every row arrives once as an RFC 5424 message with the row as structured data and JSON', async () => {
  server = await startSyslogServer({ key: trusted.server.keyPem, cert: trusted.server.certPem });
  t = await boot();
  const ids = await appendRows(t, 2);
  await appendAuditRow(t, { action: 'policy.update', resourceType: 'policy', resourceId: 'a "quoted" ]id\\', detail: { rule: 'ünïcode' } });
  await exportAfter(t, 0);
  const messages = await server.waitForMessages(ids.length + 1);
  assert.equal(server.malformed, []);
  assert.is(server.connections, 1);
  assert.equal(
    messages.map((message) => Number(message.structuredData['portcullis@32473']!.id)),
    [...ids, ids.at(-1)! + 1],
  );
  const last = messages.at(-1)!;
  assert.is(last.facility, 13);
  assert.is(last.severity, 6);
  assert.is(last.version, 1);
  assert.is(last.hostname, 'cp-1');
  assert.is(last.appName, 'portcullis');
  assert.is(last.msgId, 'policy.update');
  assert.is(last.structuredData['portcullis@32473']!.resource_id, 'a "quoted" ]id\\');
  assert.is(last.structuredData['portcullis@32473']!.prev_hash, messages.at(-2)!.structuredData['portcullis@32473']!.hash);
  assert.ok(last.bom);
  const row = JSON.parse(last.message);
  assert.equal(row.detail, { rule: 'ünïcode' });
  assert.is(row.timestamp, last.timestamp);
  assert.is((await laneStatus(t, 'syslog')).lag_rows, 0);
});

test('a receiver whose certificate the configured CA did not sign gets nothing and the cursor holds', async () => {
  server = await startSyslogServer({ key: stranger.server.keyPem, cert: stranger.server.certPem });
  t = await boot();
  const ids = await appendRows(t, 2);
  await exportAfter(t, 0);
  const status = await laneStatus(t, 'syslog');
  assert.is(status.position, 0);
  assert.is(status.lag_rows, ids.length);
  assert.match(status.last_error!, /certificate/);
  assert.equal(server.messages, []);
});

test('a target that is not host:port stops the start-up, naming the setting', async () => {
  server = await startSyslogServer({ key: trusted.server.keyPem, cert: trusted.server.certPem });
  t = undefined;
  await bootExport('audit-export-syslog', { SERVICE_AUDIT_SYSLOG_TARGET: 'syslog.example.com' }).then(
    (started) => started.stop().then(() => assert.unreachable('started')),
    (error: Error) => assert.match(error.message, /SERVICE_AUDIT_SYSLOG_TARGET[\s\S]*host:port/),
  );
});

test.run();
