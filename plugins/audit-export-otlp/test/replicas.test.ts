// test-dialects: postgresql
// Two replicas on one PostgreSQL database, their export tasks due at the same moments: one holds the task's lease
// and exports, the other does not, so every row reaches the receiver exactly once (docs/audit-export.md §1).
import { startOtlpReceiver } from '@portcullis/otlp-receiver';
import { appendRows, bootExport } from '@portcullis/plugin-audit/testing';
import { createTestDatabase } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

test('two replicas export every row once: only the lease holder sends', async () => {
  const database = await createTestDatabase();
  const receiver = await startOtlpReceiver();
  const env = { SERVICE_AUDIT_OTLP_ENDPOINT: receiver.url, SERVICE_AUDIT_EXPORT_INTERVAL: '1', SERVICE_AUDIT_EXPORT_BATCH_SIZE: '3' };
  const a = await bootExport('audit-export-otlp', env, { database });
  const b = await bootExport('audit-export-otlp', env, { database });
  try {
    const leaders = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      await appendRows(round % 2 === 0 ? a : b, 4);
      for (const kernel of [a, b]) kernel.manualClock!.advance(1000);
      await Promise.all([a.tick(), b.tick()]);
      for (const [name, kernel] of [['a', a] as const, ['b', b] as const]) {
        if (kernel.kernel.scheduler.snapshot().find((task) => task.id === 'audit.export')?.leader) leaders.add(name);
      }
    }
    const all = (await a.kernel.database.execute<{ id: number | string }>('SELECT id FROM audit_log ORDER BY id')).map((row) => Number(row.id));
    assert.equal(
      receiver.logRecords.map((record) => record.attributes['portcullis.audit.id']),
      all,
    );
    assert.is(leaders.size, 1, 'one replica held the lease throughout');
  } finally {
    await a.stop({ keepDatabase: true });
    await b.stop({ keepDatabase: true });
    await receiver.close();
    await database.drop();
  }
});

test.run();
