#!/usr/bin/env node
// Applies the patches this package ships (patches/<name>@<version>.patch, the workspace's own patches of runtime
// dependencies) to the copies of those dependencies that this package resolves. Run by npm as this package's
// postinstall, and again by the `portcullis` command before each start for installs that skipped scripts
// (--ignore-scripts, pnpm): idempotent, and quick once applied (a marker file holds the patch's hash). A version
// other than the patched one, or a file that is neither patched nor pristine, stops with what to do; the service
// never runs on an unpatched dependency it was measured with patched. docs/plugins.md, "Patched dependencies".
// Plain JavaScript that runs on the Node that runs npm, which may be older than 24.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = '.portcullis-patch';

/** `@mikro-orm__core@7.2.1.patch` → @mikro-orm/core, 7.2.1 (pnpm's naming of patch files). */
function patchTarget(file) {
  const match = /^(.+)@([^@]+)\.patch$/.exec(file);
  return match ? { name: match[1].replace('__', '/'), version: match[2] } : null;
}

function installedDir(name, fromDir) {
  for (const modules of createRequire(join(fromDir, 'package.json')).resolve.paths(name) ?? []) {
    if (existsSync(join(modules, name, 'package.json'))) return join(modules, name);
  }
  return null;
}

/** The files of a unified diff, each with its hunks as the lines before and after. */
function parsePatch(text) {
  const files = [];
  let hunk = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('+++ ')) {
      files.push({ path: line.slice(4).replace(/^b\//, ''), hunks: [] });
      hunk = null;
    } else if (line.startsWith('@@ ')) {
      hunk = { before: [], after: [] };
      files.at(-1).hunks.push(hunk);
    } else if (hunk && (line.startsWith(' ') || line === '')) {
      hunk.before.push(line.slice(1));
      hunk.after.push(line.slice(1));
    } else if (hunk && line.startsWith('-') && !line.startsWith('--- ')) hunk.before.push(line.slice(1));
    else if (hunk && line.startsWith('+')) hunk.after.push(line.slice(1));
    else if (!line.startsWith('\\')) hunk = null;
  }
  // A diff's last line ends with a newline, which split leaves as one empty context line too many.
  for (const file of files) {
    for (const each of file.hunks) {
      while (each.before.at(-1) === '' && each.after.at(-1) === '') {
        each.before.pop();
        each.after.pop();
      }
    }
  }
  return files;
}

function applyHunks(content, hunks, where) {
  let text = content;
  for (const { before, after } of hunks) {
    const old = before.join('\n');
    const index = text.indexOf(old);
    // Patched already (by pnpm in a checkout, or an earlier run that lost its marker).
    if (index === -1 && text.includes(after.join('\n'))) continue;
    if (index === -1 || text.indexOf(old, index + 1) !== -1) throw new Error(`${where} is not as the patch expects it (neither pristine nor patched)`);
    text = text.slice(0, index) + after.join('\n') + text.slice(index + old.length);
  }
  return text;
}

/** Applies every patch in `patchesDir` to the dependencies as resolved from `fromDir`; returns what it patched now. */
export function applyPatches(patchesDir, fromDir) {
  const applied = [];
  if (!existsSync(patchesDir)) return applied;
  for (const file of readdirSync(patchesDir)
    .filter((name) => name.endsWith('.patch'))
    .sort()) {
    const target = patchTarget(file);
    if (!target) continue;
    const text = readFileSync(join(patchesDir, file), 'utf8');
    const hash = createHash('sha256').update(text).digest('hex');
    const dir = installedDir(target.name, fromDir);
    if (!dir) throw new Error(`${target.name} is not installed beside ${fromDir}; reinstall Portcullis (npm install)`);
    const marker = join(dir, MARKER);
    if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) continue;
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (version !== target.version) {
      throw new Error(
        `${target.name} ${version} is installed at ${dir}, but Portcullis patches ${target.version}; install the version Portcullis pins (npm install ${target.name}@${target.version})`,
      );
    }
    const files = parsePatch(text);
    const patched = files.map((each) => [join(dir, each.path), applyHunks(readFileSync(join(dir, each.path), 'utf8'), each.hunks, join(dir, each.path))]);
    for (const [path, content] of patched) writeFileSync(path, content);
    writeFileSync(marker, hash);
    applied.push(`${target.name}@${version}`);
  }
  return applied;
}

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** This package's patches, applied to what it resolves. */
export function applyOwnPatches() {
  return applyPatches(join(PACKAGE_DIR, 'patches'), PACKAGE_DIR);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const applied = applyOwnPatches();
    if (applied.length > 0) process.stderr.write(`@portcullis/core: patched ${applied.join(', ')} (docs/plugins.md, "Patched dependencies")\n`);
  } catch (error) {
    process.stderr.write(`@portcullis/core: ${error.message}\n`);
    process.exit(1);
  }
}
