// `npm run api-report`: writes <package>/api-report.md, the public surface of each published package as its
// compiled declarations show it: every name its entry points export (stable, or `@internal`), every declaration
// those reach without exporting it, and the module augmentations it brings. A test compares the reports with the
// current build, so a change to the surface is a change to a reviewed file. Works on tsc's declaration output,
// whose top-level statements start in column 0.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { build } from './build.ts';
import { ROOT } from './packages.ts';

/** Packages whose surface others build on. */
export const REPORTED_PACKAGES = [
  'core',
  'create-plugin',
  'plugins/approvals',
  'plugins/audit',
  'plugins/gateway-templates',
  'plugins/gateways',
  'plugins/kill-switch',
  'plugins/metering',
  'plugins/policies',
  'plugins/providers',
  'plugins/sandbox-leases',
  'plugins/sandboxes',
  'plugins/users',
  'plugins/webhooks',
  'testing',
  'tools/openshell-sim',
];

interface Statement {
  text: string;
  /** Declared name, `default` for a default export, or null (imports, re-exports). */
  name: string | null;
  internal: boolean;
}

interface ReExport {
  exported: string;
  local: string;
  /** Relative module, or null for a re-export of a local name. */
  from: string | null;
  /** Another package's module the name comes from. */
  external?: string;
}

interface DeclarationFile {
  path: string;
  declarations: Map<string, Statement[]>;
  /** Imported name → [module file, name exported there]; relative imports only. */
  imports: Map<string, { file: string; name: string }>;
  reExports: ReExport[];
  starExports: string[];
  sideEffectImports: string[];
  augmentations: Statement[];
}

const DECLARATION =
  /^(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:function|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/;
const NAMED_LIST = /^(export|import)\s+(?:type\s+)?\{([^}]*)\}\s*(?:from\s+'([^']+)')?;/;

function splitStatements(source: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  const hasCode = () => current.some((line) => !/^\s*(\/\*\*|\*)/.test(line));
  for (const line of source.split('\n')) {
    if (line.startsWith('//# sourceMappingURL') || line.trim() === '') continue;
    const startsStatement = /^[^\s})\]]/.test(line) && !line.startsWith('*');
    if (startsStatement && hasCode()) {
      statements.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  if (current.length > 0) statements.push(current.join('\n'));
  return statements;
}

function moduleFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return join(dirname(from), specifier.replace(/\.(ts|js)$/, '.d.ts'));
}

/** Signatures only: comments may change freely, and private members (`#private` marks a class has some) are no part of it. */
function surfaceText(text: string): string {
  return text
    .replace(/^\s*\/\*\*[\s\S]*?\*\/\n/gm, '')
    .split('\n')
    .filter((line) => !/^\s+(private\s|#private;)/.test(line))
    .join('\n');
}

const parsed = new Map<string, DeclarationFile>();

function parse(path: string): DeclarationFile {
  const cached = parsed.get(path);
  if (cached) return cached;
  const file: DeclarationFile = { path, declarations: new Map(), imports: new Map(), reExports: [], starExports: [], sideEffectImports: [], augmentations: [] };
  parsed.set(path, file);
  for (const text of splitStatements(readFileSync(path, 'utf8'))) readStatement(file, text);
  return file;
}

/** `import { a, type B as C } from '...'` and `export { ... } [from '...']`. */
function readNamedList(file: DeclarationFile, keyword: string, list: string, specifier: string | null): void {
  for (const part of list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, ''))
    .filter(Boolean)) {
    const [local, alias] = part.split(/\s+as\s+/) as [string, string | undefined];
    const exported = alias ?? local;
    if (keyword === 'import') {
      const target = specifier ? moduleFile(file.path, specifier) : null;
      if (target) file.imports.set(exported, { file: target, name: local });
    } else if (specifier && !specifier.startsWith('.')) {
      file.reExports.push({ exported, local, from: null, external: specifier });
    } else {
      file.reExports.push({ exported, local, from: specifier ? moduleFile(file.path, specifier) : null });
    }
  }
}

function readStatement(file: DeclarationFile, text: string): void {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\*\*|\*)/.test(line))
    .join('\n');
  const internal = /@internal\b/.test(text.slice(0, text.length - code.length + 1));
  const named = NAMED_LIST.exec(code);
  if (named) return readNamedList(file, named[1]!, named[2]!, named[3] ?? null);
  const star = /^export \* from '([^']+)';/.exec(code);
  const sideEffect = /^import '([^']+)';/.exec(code);
  const defaultExport = /^export default ([A-Za-z_$][\w$]*);/.exec(code);
  if (star || sideEffect) {
    const target = moduleFile(file.path, (star ?? sideEffect)![1]!);
    if (target) (star ? file.starExports : file.sideEffectImports).push(target);
  } else if (defaultExport) {
    file.reExports.push({ exported: 'default', local: defaultExport[1]!, from: null });
  } else if (/^declare module '/.test(code)) {
    file.augmentations.push({ text: surfaceText(text), name: null, internal });
  } else if (!/^import\s/.test(code)) {
    const declared = DECLARATION.exec(code);
    if (!declared) throw new Error(`${file.path}: cannot read the statement\n${text}`);
    const list = file.declarations.get(declared[1]!) ?? [];
    list.push({ text: surfaceText(text), name: declared[1]!, internal });
    file.declarations.set(declared[1]!, list);
  }
}

interface Target {
  file: string;
  name: string;
}

/** Where `name`, as exported (or imported) from `path`, is declared. */
function resolveName(path: string, name: string): Target | null {
  const file = parse(path);
  if (file.declarations.has(name)) return { file: path, name };
  const reExport = file.reExports.find((candidate) => candidate.exported === name);
  if (reExport?.external) return { file: `${EXTERNAL}${reExport.external}`, name: reExport.local };
  if (reExport) return reExport.from ? resolveName(reExport.from, reExport.local) : resolveLocal(file, reExport.local);
  for (const star of file.starExports) {
    const found = resolveName(star, name);
    if (found) return found;
  }
  return null;
}

function resolveLocal(file: DeclarationFile, name: string): Target | null {
  if (file.declarations.has(name)) return { file: file.path, name };
  const imported = file.imports.get(name);
  return imported ? resolveName(imported.file, imported.name) : null;
}

function exportedNames(path: string): string[] {
  const file = parse(path);
  const names = new Set(file.reExports.map((reExport) => reExport.exported));
  for (const [name, statements] of file.declarations) if (statements.some((s) => /^(\/\*\*[\s\S]*?\*\/\n)?export\s/m.test(s.text))) names.add(name);
  for (const star of file.starExports) for (const name of exportedNames(star)) names.add(name);
  return [...names].sort();
}

/** Names an entry re-exports from a module named `internal` (core/src/internal.ts) are internal. */
function exportedAsInternal(path: string, name: string): boolean {
  const file = parse(path);
  if (file.reExports.some((reExport) => reExport.exported === name) || file.declarations.has(name)) return false;
  const star = file.starExports.find((candidate) => exportedNames(candidate).includes(name));
  return star !== undefined && (basename(star) === 'internal.d.ts' || exportedAsInternal(star, name));
}

/** Declarations a text mentions (by identifier) that `file` declares or imports from a relative module. */
function references(file: DeclarationFile, text: string): Target[] {
  const found: Target[] = [];
  // Comments and string literals name nothing; `a.b`'s b, and names before `:` or `(` (members, parameters), are
  // not references to declarations of this file.
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').replace(/'[^'\n]*'|`[^`\n]*`/g, "''");
  const identifiers = [...code.matchAll(/(?<![.\w$])[A-Za-z_$][\w$]*(?!\s*\??\s*[:(])/g)].map((match) => match[0]);
  for (const identifier of new Set(identifiers)) {
    const target = resolveLocal(file, identifier);
    if (target) found.push(target);
  }
  return found;
}

const key = (target: Target) => `${target.file}#${target.name}`;

/** Names another package declares are shown as where they come from. */
const EXTERNAL = 'package:';

function statementsOf(target: Target): Statement[] {
  if (target.file.startsWith(EXTERNAL)) {
    return [{ text: `export type { ${target.name} } from '${target.file.slice(EXTERNAL.length)}';`, name: target.name, internal: false }];
  }
  return parse(target.file).declarations.get(target.name)!;
}

function fence(statements: string[]): string {
  return ['```ts', ...statements, '```'].join('\n');
}

function exportedTargets(entry: string): Map<string, Target> {
  const exported = new Map<string, Target>();
  for (const name of exportedNames(entry)) {
    const target = resolveName(entry, name);
    if (!target) throw new Error(`${entry}: cannot find the declaration of ${name}`);
    exported.set(name, target);
  }
  return exported;
}

/** Declarations the texts mention, transitively, that are not among `exported`. */
function reachedFrom(texts: Array<{ file: string; text: string }>, exported: Set<string>): Map<string, Target> {
  const reached = new Map<string, Target>();
  const queue = [...texts];
  for (let item = queue.shift(); item; item = queue.shift()) {
    if (item.file.startsWith(EXTERNAL)) continue;
    for (const target of references(parse(item.file), item.text)) {
      if (exported.has(key(target)) || reached.has(key(target))) continue;
      reached.set(key(target), target);
      queue.push(...statementsOf(target).map((s) => ({ file: target.file, text: s.text })));
    }
  }
  return reached;
}

const textOf = (target: Target) =>
  statementsOf(target)
    .map((s) => s.text)
    .join('\n');

/** `shown`: declarations an earlier entry point of the package already showed (not repeated under "reached"). */
function entrySection(packageDir: string, subpath: string, typesPath: string, packageName: string, shown: Set<string>): string {
  const entry = join(packageDir, typesPath);
  const exported = exportedTargets(entry);
  const stable: string[] = [];
  const internal: string[] = [];
  for (const [name, target] of exported) {
    const heading = name === target.name ? '' : `// exported as ${name}\n`;
    const isInternal = exportedAsInternal(entry, name) || statementsOf(target).some((s) => s.internal);
    (isInternal ? internal : stable).push(heading + textOf(target));
  }
  const augmentations = [entry, ...parse(entry).sideEffectImports].flatMap((path) =>
    parse(path).augmentations.map((statement) => ({ file: path, text: statement.text })),
  );
  const texts = [...[...exported.values()].map((target) => ({ file: target.file, text: textOf(target) })), ...augmentations];
  const reached = reachedFrom(texts, new Set([...exported.values()].map(key)));
  const hidden = [...reached.values()]
    .filter((target) => !shown.has(key(target)))
    .sort((a, b) => key(a).localeCompare(key(b)))
    .map((target) => `// ${relative(packageDir, target.file)}\n${textOf(target)}`);
  for (const target of [...exported.values(), ...reached.values()]) shown.add(key(target));
  const name = subpath === '.' ? packageName : `${packageName}/${subpath.slice(2)}`;
  return [
    `## \`${name}\``,
    '',
    '### Stable',
    '',
    stable.length > 0 ? fence(stable) : '(none)',
    ...(internal.length > 0 ? ['', "### Internal (`@internal`: for Portcullis' own plugins; may change in any release)", '', fence(internal)] : []),
    ...(augmentations.length > 0 ? ['', '### Module augmentations', '', fence(augmentations.map(({ text }) => text))] : []),
    ...(hidden.length > 0 ? ['', '### Reached from the above, not exported', '', fence(hidden)] : []),
  ].join('\n');
}

interface PackageManifest {
  name: string;
  exports: Record<string, { 'portcullis-compiled'?: string }>;
  publishConfig?: { exports: Record<string, { types: string }> };
}

/**
 * Each entry point's declaration file: as published (`publishConfig.exports`), or beside the compiled entry the
 * workspace resolves (`portcullis-compiled`) for a package that is packed by `npm run dist` only.
 */
function declarationEntries(manifest: PackageManifest): Record<string, string> {
  if (manifest.publishConfig) return Object.fromEntries(Object.entries(manifest.publishConfig.exports).map(([subpath, entry]) => [subpath, entry.types]));
  return Object.fromEntries(
    Object.entries(manifest.exports).flatMap(([subpath, entry]) =>
      entry['portcullis-compiled'] ? [[subpath, entry['portcullis-compiled'].replace(/\.js$/, '.d.ts')]] : [],
    ),
  );
}

/** The report of one package, from its compiled declarations (build first). */
export function apiReport(packageDir: string): string {
  parsed.clear();
  const manifest = JSON.parse(readFileSync(join(ROOT, packageDir, 'package.json'), 'utf8')) as PackageManifest;
  const shown = new Set<string>();
  const sections = Object.entries(declarationEntries(manifest))
    .filter(([subpath]) => !subpath.includes('*'))
    .map(([subpath, types]) => entrySection(join(ROOT, packageDir), subpath, types, manifest.name, shown));
  return [
    `# API report: ${manifest.name}`,
    '',
    "Generated by `npm run api-report` from the compiled declarations of the package's entry points (`npm test`",
    'fails when it is out of date). Everything under *Stable* follows semver with the package version; *Internal*',
    "names serve Portcullis' own plugins and may change in any release; the rest is shown because exported",
    'declarations mention it (a later entry point leaves out what an earlier one showed). Comments and private class',
    'members are left out.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

export function reportPath(packageDir: string): string {
  return join(ROOT, packageDir, 'api-report.md');
}

if (import.meta.main) {
  build();
  for (const packageDir of REPORTED_PACKAGES) {
    writeFileSync(reportPath(packageDir), apiReport(packageDir));
    process.stdout.write(`${relative(ROOT, reportPath(packageDir))} written\n`);
  }
}
