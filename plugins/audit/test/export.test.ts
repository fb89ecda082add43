// GET /api/audit/export: every matching row oldest first, streamed (chunked, in keyset batches, ending at the row
// that was last when it began), CSV that a spreadsheet cannot run as formulas, JSON that parses; audited.

import { auditRows, connectTestDatabase } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seedAuditRows } from '../../../bench/fixtures/audit-rows.ts';
import type { AuditEntryJson } from '../src/entry.ts';
import { filterQuery } from '../src/filters.ts';
import { AuditReader } from '../src/reader.ts';
import { bootAudit, record } from './helpers.ts';

const t = await bootAudit();
test.after(async () => {
  await t.stop();
});

const HEADER = 'id,timestamp,actor,actor_type,action,resource_type,resource_id,gateway,detail,client_ip,request_id,outcome,intent_id';

test('CSV: a header, one line per row oldest first, formula-like cells defused, quotes, commas and newlines quoted', async () => {
  await record(t, {
    action: 'user.create',
    resourceType: 'user',
    resourceId: '=HYPERLINK("http://evil.example","click")',
    actor: { name: '+cmd|calc', type: 'user' },
    detail: { note: 'a, "b"\nc' },
  });
  await record(t, { action: 'gateway.register', resourceType: 'gateway', resourceId: '-2+3', gateway: '@sum', actor: { name: '\tindented', type: 'user' } });
  await record(t, { action: 'plain', resourceType: 'x', resourceId: 'safe-id', actor: { name: 'alice', type: 'user' } });
  const response = await t.http.get('/api/audit/export', { query: { format: 'csv', since: '2026-01-01' } });
  assert.is(response.status, 200, response.text);
  assert.is(response.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.match(response.headers.get('content-disposition')!, /^attachment; filename="audit-2026-04-10T12-0\d-00Z\.csv"$/);
  const lines = response.text.split('\r\n');
  assert.is(lines[0], HEADER);
  const [first, second, third] = (await auditRows(t)).filter((row) => row.action !== 'audit.export');
  assert.is(
    lines[1],
    `${first!.id},2026-04-10T12:01:00.000Z,'+cmd|calc,user,user.create,user,"'=HYPERLINK(""http://evil.example"",""click"")",,"{""note"":""a, \\""b\\""\\nc""}",,,,`,
  );
  assert.is(lines[2], `${second!.id},2026-04-10T12:02:00.000Z,'\tindented,user,gateway.register,gateway,'-2+3,'@sum,,,,,`);
  assert.is(lines[3], `${third!.id},2026-04-10T12:03:00.000Z,alice,user,plain,x,safe-id,,,,,,`);
  assert.is(lines.length, 6, "three rows, the export's own audit row, and the final line break");
  assert.match(lines[4]!, /,audit\.export,audit_log,/);
  assert.is(lines[5], '');
});

test("JSON: one array of the list's entries, oldest first; filters apply; an empty export is []", async () => {
  const json = await t.http.get('/api/audit/export', { query: { format: 'json', actor: 'alice' } });
  assert.is(json.headers.get('content-type'), 'application/json; charset=utf-8');
  const listed = await t.http.get('/api/audit', { query: { actor: 'alice' } });
  assert.equal(json.body, [...listed.body.items].reverse());
  const empty = await t.http.get('/api/audit/export', { query: { format: 'json', actor: 'nobody' } });
  assert.equal([empty.status, empty.text], [200, '[]\n']);
  assert.is((await t.http.get('/api/audit/export', { query: { format: 'xml' } })).status, 400);
});

test('every export is audited with its format and filters', async () => {
  const before = (await auditRows(t, 'audit.export')).length;
  await t.http.get('/api/audit/export', { query: { format: 'json', gateway: 'gw-1', until: '2026-05-01T00:00:00Z' } });
  const rows = await auditRows(t, 'audit.export');
  assert.is(rows.length, before + 1);
  assert.equal(
    [rows.at(-1)!.actor, rows.at(-1)!.detail],
    ['admin@test.local', { format: 'json', filter: { gateway: 'gw-1', until: '2026-05-01T00:00:00.000Z' } }],
  );
});

test('the export streams: chunked, in batches of the reader, and stops at the row that was last when it began', async () => {
  const db = await connectTestDatabase(t.database);
  try {
    await seedAuditRows(db, 5000);
  } finally {
    await db.close();
  }
  const response = await fetch(t.http.url('/api/audit/export', { format: 'json' }), {
    headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'admin' }), 'accept-encoding': 'identity' },
  });
  assert.is(response.headers.get('content-length'), null, 'no length known in advance: the body is streamed');
  assert.is(response.headers.get('transfer-encoding'), 'chunked');
  let chunks = 0;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) {
    chunks += 1;
    text += decoder.decode(chunk, { stream: true });
  }
  assert.ok(chunks > 1, `arrived in ${chunks} chunks`);
  const exported = JSON.parse(text) as Array<{ id: number }>;
  assert.ok(exported.length > 5000);
  assert.ok(
    exported.every((entry, index) => index === 0 || entry.id > exported[index - 1]!.id),
    'oldest first by id',
  );

  const reader = new AuditReader(t.kernel.database);
  const batches = reader.batches(filterQuery.parse({ action: 'action.3' }), 40);
  const seen: number[][] = [];
  const first = await batches.next();
  seen.push((first.value as AuditEntryJson[]).map((entry) => entry.id));
  await record(t, { action: 'action.3', resourceType: 'late' });
  for await (const batch of batches) seen.push(batch.map((entry) => entry.id));
  assert.ok(
    seen.every((batch) => batch.length <= 40),
    'never more than one batch at a time',
  );
  assert.is(seen.flat().length, 125, 'the seeded rows of action.3 only, not the one appended during the export');
  assert.equal(
    seen.flat(),
    [...seen.flat()].sort((a, b) => a - b),
  );
});

test.run();
