// The 0.1 wire contract: contract/wire-0.1.json is a vendored copy of shared/openshell/wire-0.1.json, from which our
// own 0.1 .proto files are written; it must stay byte-identical to the shared one.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WIRE_CONTRACT_01_PATH } from '../src/contract-0.1.ts';

test('the vendored 0.1 contract equals the shared one when it is reachable', () => {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const candidates = [`${repoRoot}../shared/openshell/wire-0.1.json`, '/work/shared/openshell/wire-0.1.json'];
  const shared = candidates.find((p) => existsSync(p));
  if (!shared) return; // a clone without shared/ beside it: the vendored copy is all there is
  assert.ok(
    readFileSync(shared).equals(readFileSync(WIRE_CONTRACT_01_PATH)),
    `proto/contract/wire-0.1.json differs from ${shared}: copy the new contract and fix the 0.1 .proto`,
  );
});

test.run();
