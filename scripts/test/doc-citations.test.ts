// Every `docs/<page>.md §<section>` that a comment, README or test cites has its heading in that page, so a reader
// can follow it (scripts/check-doc-citations.ts, also run by `npm run lint`).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { citationProblems, findCitationProblems, sectionsOf } from '../check-doc-citations.ts';

const PAGES = new Map([
  ['wire.md', sectionsOf('# Wire\n\n## a. Connecting\n\n### a.3 Modes\n\n## g. Corrections\n\n### g.1 Merges\n')],
  ['later.md', sectionsOf('# Later\n\n## 2. Changes\n\n### 2.10 Profiles\n\n### 2.12 Ids\n\n## 3. Behaviour\n\n- **Selector.** …\n')],
]);

function messages(file: string, text: string, page?: string): string[] {
  return citationProblems(file, text, PAGES, page).map((problem) => `${problem.line}: ${problem.message}`);
}

test('every section the workspace cites exists', () => {
  const problems = findCitationProblems().map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
  assert.equal(problems, [], 'fix the citation or the heading (node scripts/check-doc-citations.ts lists them)');
});

test('lists, ranges, quoted parts and wrapped comments are all checked', () => {
  assert.equal(messages('a.ts', '// (docs/wire.md §a.3, §g.1) and docs/later.md §2.10–2.12, §3 "Selector"\n'), []);
  assert.equal(messages('a.ts', '// merges (docs/wire.md\n// §g.1, §g.2)\n'), ['1: cites docs/wire.md §g.2, which has no such heading']);
  assert.equal(messages('a.ts', '// docs/later.md §2.10–2.11\n'), ['1: cites docs/later.md §2.11, which has no such heading']);
  assert.equal(messages('a.ts', '// docs/later.md §3 "Paging"\n'), ['1: cites docs/later.md §3 "Paging", which that section does not mention']);
  assert.equal(messages('a.ts', '// docs/gone.md §1\n'), ['1: cites docs/gone.md, which does not exist']);
});

test('a bare section belongs to the page cited next to it, and one with none is reported', () => {
  assert.equal(messages('a.ts', '// the machine (docs/wire.md §a.3, corrected by §g.1 and §g.4)\n'), ['1: cites docs/wire.md §g.4, which has no such heading']);
  assert.equal(messages('a.ts', '// one\n// two\n// the image baseline (§g.4)\n'), ['3: cites §g.4 without naming its document: write docs/<page>.md §g.4']);
  assert.equal(messages('a.ts', '// RFC 6749 §3.3: scope tokens\n'), []);
});

test('inside docs/, a page cites itself with a bare section and others by file name', () => {
  assert.equal(messages('docs/wire.md', 'see §a.3 and [later.md](later.md) §3; §b is not here\n', 'wire.md'), [
    '1: cites docs/wire.md §b, which has no such heading',
  ]);
});

test('the names of the documents these pages replaced are refused', () => {
  assert.equal(messages('a.ts', '// (contract §g.3) and decisions §2\n'), [
    '1: cites "contract §", a document outside the repository: cite docs/decisions.md, docs/openshell-0.0.md or docs/openshell-0.1.md',
    '1: cites "decisions §", a document outside the repository: cite docs/decisions.md, docs/openshell-0.0.md or docs/openshell-0.1.md',
  ]);
});

test.run();
