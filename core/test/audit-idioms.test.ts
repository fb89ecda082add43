// test-dialects: none
// Plugins audit a change in one of two ways (docs/plugins.md, "Routes and roles"):
// - a change to our own database: `audit.append(em, entry)` inside the change's transaction (`request.audit(entry,
//   em => change)` in a route), so the row and the change commit together or not at all;
// - an effect on a gateway: `audit.effect(intent, call, options)` (`request.auditedEffect` in a route), write-ahead:
//   the intent row commits before the call, the outcome row after it, so a crash in between is found and resolved.
// Reading the chain (`verify`) is no change. Any other way of writing audit rows would be a third idiom.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_ROOT } from '../src/version.ts';

const AUDIT_CALL = /(?:\baudit|resolve\(\s*'audit'\s*\)|\bauditWriter)\s*\.\s*(\w+)\s*\(/g;
const IDIOMS = new Set(['append', 'effect', 'verify']);
const EFFECT_SNIFFING = /'effect'\s+in\s+\w+/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

const pluginSources = readdirSync(join(PROJECT_ROOT, 'plugins')).flatMap((plugin) => {
  try {
    return sourceFiles(join(PROJECT_ROOT, 'plugins', plugin, 'src'));
  } catch {
    return [];
  }
});

function auditCalls(text: string): string[] {
  return [...text.matchAll(AUDIT_CALL)].map((match) => match[1]!);
}

test('plugin sources write audit rows only through append (local changes) and effect (gateway effects)', () => {
  const calls = pluginSources.flatMap((file) =>
    auditCalls(readFileSync(file, 'utf8')).map((method) => ({ file: file.slice(PROJECT_ROOT.length + 1), method })),
  );
  assert.ok(calls.filter((call) => call.method === 'append').length > 20, 'appends are found');
  assert.ok(calls.filter((call) => call.method === 'effect').length > 5, 'effects are found');
  assert.equal(
    calls.filter((call) => !IDIOMS.has(call.method)),
    [],
  );
});

test('no plugin source tells an effect from a local change by looking at what it was handed', () => {
  const offenders = pluginSources.filter((file) => EFFECT_SNIFFING.test(readFileSync(file, 'utf8'))).map((file) => file.slice(PROJECT_ROOT.length + 1));
  assert.equal(offenders, []);
});

test('the pattern recognises the ways a plugin reaches the audit writer', () => {
  assert.equal(auditCalls('await this.audit.record({ action })'), ['record']);
  assert.equal(auditCalls('deps.audit.intend(intent)'), ['intend']);
  assert.equal(auditCalls("request.resolve('audit').append(em, entry)"), ['append']);
  assert.equal(auditCalls('work.audit\n    .effect(intent, call)'), ['effect']);
  assert.ok(EFFECT_SNIFFING.test("if ('effect' in audit)"));
});

test.run();
