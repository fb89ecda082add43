// The event log's own reads and writes (docs/events.md): appended in the caller's transaction, read back in `seq`
// order, durable consumers' places kept, and purged by age and by what every active consumer has passed.

import { randomUUID } from 'node:crypto';
import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Database } from '../src/db/database.ts';
import type { EventEnvelope } from '../src/events/bus.ts';
import { EventLog } from '../src/events/log.ts';

function envelope(name: string, at: number, data: unknown = { at }): EventEnvelope {
  return { id: randomUUID(), name, timestamp: new Date(at).toISOString(), origin: 'test-instance', data };
}

async function withLog(work: (log: EventLog, database: Database) => Promise<void>): Promise<void> {
  const t = await createTestKernel({ plugins: [] });
  try {
    await work(new EventLog(t.kernel.database), t.kernel.database);
  } finally {
    await t.stop();
  }
}

test('events appended in a transaction are read back after a position in order, whole; a rolled-back append leaves none', async () => {
  await withLog(async (log, database) => {
    const start = await log.head();
    const written = [
      envelope('test.first', 1_000, { nested: { list: [1, 'two'] }, text: "quote'd" }),
      envelope('test.second', 2_000, null),
      envelope('test.third', 3_000),
    ];
    await database.transaction((em) => log.append(em, written));
    await database
      .transaction(async (em) => {
        await log.append(em, [envelope('test.rolled-back', 4_000)]);
        throw new Error('roll back');
      })
      .catch(() => undefined);

    const read = await log.after(start, 10);
    assert.equal(
      read.map((event) => event.envelope),
      written,
    );
    const seqs = read.map((event) => event.seq);
    assert.ok(
      seqs.every((seq, index) => typeof seq === 'number' && (index === 0 || seq > seqs[index - 1]!)),
      `seq order: ${seqs}`,
    );
    assert.is(await log.head(), seqs[2]);
    assert.equal(
      (await log.after(seqs[0]!, 1)).map((event) => event.envelope.name),
      ['test.second'],
    );
  });
});

test('a batch longer than one INSERT is appended whole and in order', async () => {
  await withLog(async (log, database) => {
    const start = await log.head();
    const written = Array.from({ length: 1_203 }, (_, index) => envelope(`test.batch.${index}`, 10_000 + index));
    await database.transaction((em) => log.append(em, written));
    const read = await log.after(start, 2_000);
    assert.equal(
      read.map((event) => event.envelope.name),
      written.map((event) => event.name),
    );
  });
});

test('a durable consumer starts where it is first told, keeps its place, and only moves forward', async () => {
  await withLog(async (log) => {
    assert.is(await log.consumerPosition('test-consumer', 7, 1_000), 7);
    assert.is(await log.consumerPosition('test-consumer', 99, 2_000), 7, 'a known consumer keeps its place');
    await log.advance('test-consumer', 12, 3_000);
    assert.is(await log.consumerPosition('test-consumer', 0, 4_000), 12);
    await log.advance('test-consumer', 9, 5_000);
    assert.is(await log.consumerPosition('test-consumer', 0, 6_000), 12, 'an older place does not move it back');
  });
});

test('a purge removes old events every active consumer has passed, and every event too old whoever waits for it', async () => {
  await withLog(async (log, database) => {
    const start = await log.head();
    // Times far in the past, so the kernel's own events (written now) are never old enough to go.
    const [tooOld, passedOld, passedRecent, waitedFor] = [
      envelope('test.too-old', 1_000),
      envelope('test.passed-old', 5_000),
      envelope('test.passed-recent', 9_000),
      envelope('test.waited-for', 6_000),
    ];
    await database.transaction((em) => log.append(em, [tooOld!, passedOld!, passedRecent!, waitedFor!]));
    const seqOf = async (name: string) => (await log.after(start, 10)).find((event) => event.envelope.name === name)!.seq;
    const passedRecentSeq = await seqOf('test.passed-recent');
    // The one active consumer has passed all but the last; the idle ones (the kernel's own, moved now, and one
    // idle since long ago) have passed nothing and hold nothing back.
    const later = Date.now() + 86_400_000;
    await log.consumerPosition('test-active', passedRecentSeq, later + 1);
    await log.consumerPosition('test-idle', start, 10);

    const removed = await log.purge({ keepAfter: 8_000, dropBefore: 2_000, activeSince: later });
    assert.is(removed, 2);
    assert.equal(
      (await log.after(start, 10)).map((event) => event.envelope.name),
      ['test.passed-recent', 'test.waited-for'],
    );
  });
});

test.run();
