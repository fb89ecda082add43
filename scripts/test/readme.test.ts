import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configurationReference, README, withReference } from '../docs.ts';

test('the README configuration reference matches the settings schemas (run `npm run docs` after changing them)', async () => {
  const readme = readFileSync(README, 'utf8');
  assert.fixture(withReference(readme, await configurationReference()), readme);
});

test('the README names the two front-door commands', () => {
  const readme = readFileSync(README, 'utf8');
  assert.match(readme, /npm start/);
  assert.match(readme, /npm test/);
});

test.run();
