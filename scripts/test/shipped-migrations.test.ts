// A migration that has shipped is never edited: databases that applied it keep the schema it made. Every migration
// recorded in scripts/shipped-migrations.json must still emit the same statements (new ones are free until recorded
// with `node scripts/migration-digests.ts --write`).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentDigests, recordedDigests } from '../migration-digests.ts';

test('every recorded migration emits the statements it shipped with, on both dialects', async () => {
  const current = await currentDigests();
  const changed = Object.entries(recordedDigests())
    .filter(([migration, digest]) => current[migration] !== digest)
    .map(([migration]) => `${migration}: ${current[migration] ? 'its SQL changed' : 'it is gone'}`);
  assert.equal(changed, [], `shipped migrations changed:\n${changed.join('\n')}`);
});

test.run();
