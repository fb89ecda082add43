// Citations of our design documents must lead somewhere. Comments cite `docs/<page>.md §<section>`, often as a list
// (`§a.3, §g.6`, `§2.10–2.12`, `§3 "Selector"`); this finds every such citation in the workspace and reports each
// section that has no heading in that page (and each quoted part the section does not mention), so a renumbered or
// misspelt section fails `npm run lint` and the test suite instead of leaving a reader at a dead end. Inside docs/,
// pages cite each other by file name and themselves with a bare `§`; elsewhere a bare `§` belongs to the page cited
// on its line or the line before, and one with no such page is reported (RFC sections excepted). It also refuses a
// section cited by one of the names these pages replaced (contract, contract-0.1, decisions), documents outside the
// repository.
//
//   node scripts/check-doc-citations.ts    prints the problems and exits 1 when there are any
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Directories that hold no sources of ours: installed, built, generated at run time, or images. */
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'coverage', 'screenshots', 'console', 'data']);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|sql|proto|md|ya?ml|sh)$|^[^.]+$/;
const LARGEST_FILE = 2 * 1024 * 1024;
/** Files that talk about citations rather than make them. */
const ABOUT_CITATIONS = new Set(['scripts/check-doc-citations.ts', 'scripts/test/doc-citations.test.ts']);

/** A section id: `7`, `2.14`, `a`, `g.3`. */
const ID = String.raw`(?:[0-9]+(?:\.[0-9]+)*|[a-z](?:\.[0-9]+)*)(?![\w.]*\w)`;
/** Between parts of a citation a comment may wrap: line breaks, comment markers, spaces. */
const GAP = String.raw`(?:\s|\/\/|\*|--|#)*`;
/** One cited section, optionally a range (`§2.10–2.12`) and quoted parts (`§3 "Watch", "Exec"`). */
const SECTION = new RegExp(String.raw`^${GAP}§\s*(${ID})(?:\s*[–-]\s*§?(${ID}))?((?:\s*,?\s*"[^"\n]+")*)`, 'm');
const SEPARATOR = new RegExp(`^${GAP}(?:,|and|or)?${GAP}(?=§)`);
const LEGACY = /(?<![\w/.-])(contract-0\.1(?:\.md)?|contract(?:\.md)?|[Dd]ecisions(?:\.md)?)\s*§/g;
const REPLACEMENTS = 'docs/decisions.md, docs/openshell-0.0.md or docs/openshell-0.1.md';

export interface CitationProblem {
  file: string;
  line: number;
  message: string;
}

interface Section {
  id: string;
  text: string;
}

/**
 * The numbered sections of a docs page: each heading whose text starts with an id, with the text up to the next heading
 * at its level or above.
 */
export function sectionsOf(markdown: string): Map<string, Section> {
  const lines = markdown.split('\n');
  const headings: { index: number; level: number; id: string | null }[] = [];
  lines.forEach((line, index) => {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!heading) return;
    const id = new RegExp(String.raw`^§?\s*(${ID})\.?(?:\s|$)`).exec(heading[2]!);
    headings.push({ index, level: heading[1]!.length, id: id ? id[1]! : null });
  });
  const sections = new Map<string, Section>();
  headings.forEach((heading, n) => {
    if (!heading.id) return;
    const end = headings.slice(n + 1).find((next) => next.level <= heading.level)?.index ?? lines.length;
    sections.set(heading.id, { id: heading.id, text: lines.slice(heading.index, end).join('\n') });
  });
  return sections;
}

/** The sections (and quoted parts) of one citation list starting at `text`, and how many characters it took. */
function readList(text: string): { cited: { id: string; parts: string[] }[]; length: number } {
  const cited: { id: string; parts: string[] }[] = [];
  let at = 0;
  for (;;) {
    const section = SECTION.exec(text.slice(at));
    if (!section) break;
    const parts = [...(section[3] ?? '').matchAll(/"([^"\n]+)"/g)].map((part) => part[1]!);
    cited.push({ id: section[1]!, parts });
    if (section[2]) cited.push({ id: section[2], parts: [] });
    at += section[0].length;
    const separator = SEPARATOR.exec(text.slice(at));
    if (!separator) break;
    at += separator[0].length;
  }
  return { cited, length: at };
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

interface Cited {
  id: string;
  parts: string[];
}

/** Checks one citation list against its page. */
function checkList(target: string, cited: Cited[], pages: Map<string, Map<string, Section>>): string[] {
  const sections = pages.get(target);
  if (!sections) return [`cites docs/${target}, which does not exist`];
  return cited.flatMap(({ id, parts }) => {
    const section = sections.get(id);
    if (!section) return [`cites docs/${target} §${id}, which has no such heading`];
    return parts.filter((part) => !section.text.includes(part)).map((part) => `cites docs/${target} §${id} "${part}", which that section does not mention`);
  });
}

/** A page named right before a `§`: `docs/x.md` anywhere, also `x.md` and `[x.md](x.md)` inside docs/. */
function referencePattern(inDocs: boolean): RegExp {
  const name = inDocs ? String.raw`(?<![\w/.-])(?:docs\/)?` : String.raw`(?<![\w.-])docs\/`;
  return new RegExp(String.raw`${name}([\w.-]+\.md)(?:\]\([\w./-]+\.md\))?(?=${GAP}§)`, 'gm');
}

/** Problems in one file's text; `page` is the docs page the file is, when it is one (a bare `§` then cites it). */
export function citationProblems(file: string, text: string, pages: Map<string, Map<string, Section>>, page?: string): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const report = (index: number, messages: string[]) => {
    for (const message of messages) problems.push({ file, line: lineAt(text, index), message });
  };
  const consumed: [number, number][] = [];
  const references = [...text.matchAll(referencePattern(page !== undefined))];
  for (const match of references) {
    const start = match.index + match[0].length;
    const { cited, length } = readList(text.slice(start));
    report(match.index, checkList(match[1]!, cited, pages));
    consumed.push([start, start + length]);
  }
  for (const match of text.matchAll(LEGACY)) {
    report(match.index, [`cites "${match[1]} §", a document outside the repository: cite ${REPLACEMENTS}`]);
    const start = match.index + match[0].length - 1;
    consumed.push([start, start + readList(text.slice(start)).length]);
  }
  for (const match of text.matchAll(/§/g)) {
    if (consumed.some(([from, to]) => match.index >= from && match.index < to)) continue;
    if (/RFC\s*\d+\s*$/.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const { cited, length } = readList(text.slice(match.index));
    consumed.push([match.index, match.index + Math.max(length, 1)]);
    if (cited.length === 0) continue;
    // A bare section: in a docs page its own; elsewhere the page cited on its line or the line before.
    const line = lineAt(text, match.index);
    const target = page ?? references.findLast((reference) => reference.index < match.index && lineAt(text, reference.index) >= line - 1)?.[1];
    if (target) report(match.index, checkList(target, cited, pages));
    else report(match.index, [`cites §${cited[0]!.id} without naming its document: write docs/<page>.md §${cited[0]!.id}`]);
  }
  return problems;
}

function* sourceFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile() && TEXT_FILE.test(entry.name) && statSync(path).size <= LARGEST_FILE) yield path;
  }
}

/** Every citation problem in the workspace. */
export function findCitationProblems(root = ROOT): CitationProblem[] {
  const docs = join(root, 'docs');
  const pages = new Map<string, Map<string, Section>>();
  for (const name of readdirSync(docs)) {
    if (name.endsWith('.md')) pages.set(name, sectionsOf(readFileSync(join(docs, name), 'utf8')));
  }
  const problems: CitationProblem[] = [];
  for (const path of sourceFiles(root)) {
    const name = relative(root, path).split(sep).join('/');
    if (ABOUT_CITATIONS.has(name)) continue;
    const text = readFileSync(path, 'utf8');
    if (!text.includes('§')) continue;
    const page = name.startsWith('docs/') && !name.slice(5).includes('/') ? name.slice(5) : undefined;
    problems.push(...citationProblems(name, text, pages, page));
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = findCitationProblems();
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(`${problems.length} citation problem(s): each cited docs/<page>.md §<section> needs that heading in the page.`);
    process.exit(1);
  }
  console.log('doc citations: every cited section exists');
}
