// kill -9 of the service while it exports: the service runs as a real child process on the test database and sends
// to an OTLP receiver in this process. After the restart the export resumes at the durable cursor: every row
// arrives, and a row arrives twice only if it was in the batch under way at the kill (docs/audit-export.md §1).
import { type OtlpReceiver, startOtlpReceiver } from '@portcullis/otlp-receiver';
import { connectTestDatabase, createTestDatabase, type ServiceProcess, startServiceProcess, TestClient, type TestDatabase } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const BATCH = 5;
const KILL_AFTER_RECEIVED = 12;

function startService(database: TestDatabase, receiver: OtlpReceiver): Promise<ServiceProcess> {
  return startServiceProcess(database, ['audit', 'audit-export-otlp'], {
    SERVICE_AUDIT_OTLP_ENDPOINT: receiver.url,
    SERVICE_AUDIT_EXPORT_INTERVAL: '1',
    SERVICE_AUDIT_EXPORT_BATCH_SIZE: String(BATCH),
    SERVICE_RATE_LIMIT_PER_MINUTE: '100000',
  });
}

/** Each audit export of the log is itself an audit row (`audit.export`): a steady stream of rows to send. */
function writeRows(service: ServiceProcess, count: number): Promise<void> {
  const client = new TestClient(service.url);
  return (async () => {
    for (let index = 0; index < count; index += 1) await client.get('/api/audit/export?format=json');
  })().catch(() => undefined);
}

const receivedIds = (receiver: OtlpReceiver) => receiver.logRecords.map((record) => record.attributes['portcullis.audit.id'] as number);

async function untilReceived(receiver: OtlpReceiver, ids: number[]): Promise<void> {
  while (!ids.every((id) => receivedIds(receiver).includes(id))) await receiver.waitForLogRecords(receiver.logRecords.length + 1);
}

test('kill -9 while exporting: the restarted service resumes at the cursor, no row missing, duplicates within one batch', async () => {
  const database = await createTestDatabase();
  const receiver = await startOtlpReceiver();
  const db = await connectTestDatabase(database);
  let service = await startService(database, receiver);
  try {
    const writing = writeRows(service, 200);
    await receiver.waitForLogRecords(KILL_AFTER_RECEIVED);
    await service.kill();
    await writing;
    const [cursor] = await db.execute<{ position: number | string }>("SELECT position FROM audit_export_cursors WHERE lane = 'otlp'");
    const positionAtKill = Number(cursor!.position);
    const receivedAtKill = receiver.logRecords.length;
    assert.ok(positionAtKill > 0, 'the cursor had moved before the kill');

    // A killed process's task lease would lapse on its own; age it (and its heartbeat) instead of waiting.
    await db.run('UPDATE portcullis_instances SET heartbeat_at = 0');
    await db.run('UPDATE portcullis_leases SET expires_at = 0');
    service = await startService(database, receiver);
    await writeRows(service, 3);
    const all = (await db.execute<{ id: number | string }>('SELECT id FROM audit_log ORDER BY id')).map((row) => Number(row.id));
    await untilReceived(receiver, all);

    const afterRestart = receivedIds(receiver).slice(receivedAtKill);
    assert.is(Math.min(...afterRestart), positionAtKill + 1, 'resumed right after the cursor');
    const ids = receivedIds(receiver);
    const duplicates = ids.length - new Set(ids).size;
    assert.ok(duplicates <= BATCH, `${duplicates} rows sent twice, more than one batch`);
    assert.equal(
      [...new Set(ids)].sort((a, b) => a - b),
      all,
    );
  } finally {
    await service.kill();
    await db.close();
    await receiver.close();
    await database.drop();
  }
});

test.run();
