// The OCSF lane against a real HTTP receiver: each batch is one POST of newline-delimited JSON, every line an event
// its class schema accepts, every row once and in order; a receiver answering 500 holds the cursor until it
// takes the batch (docs/audit-export.md).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendRows, bootExport, exportAfter, laneStatus } from '@portcullis/plugin-audit/testing';
import { appendAuditRow, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ocsfErrors } from './schema.ts';

interface Post {
  headers: IncomingMessage['headers'];
  lines: Array<Record<string, any>>;
}

let server: Server;
let posts: Post[];
let answer: number;
let t: TestKernel;

test.before.each(async () => {
  posts = [];
  answer = 200;
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (answer === 200)
      posts.push({
        headers: request.headers,
        lines: body
          .trimEnd()
          .split('\n')
          .map((line) => JSON.parse(line)),
      });
    response.writeHead(answer).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  t = await bootExport('audit-export-ocsf', { SERVICE_AUDIT_OCSF_URL: `http://127.0.0.1:${port}/ingest`, SERVICE_AUDIT_OCSF_AUTHORIZATION: 'Bearer ocsf' });
});

test.after.each(async () => {
  await t.stop();
  server.close();
});

const events = () => posts.flatMap((post) => post.lines);

test('every row arrives once, in order, as an OCSF event its class schema accepts', async () => {
  const ids = await appendRows(t, 2);
  await appendAuditRow(t, { action: 'user.create', resourceType: 'user', resourceId: 'u-9', detail: { email: 'new@example.com' } });
  await appendAuditRow(t, {
    action: 'workspace.member_set',
    resourceType: 'workspace_member',
    resourceId: 'team/bob',
    detail: { workspace: 'team', subject: 'bob', role: 'user' },
  });
  await exportAfter(t, 0);
  assert.is(posts.length, 1);
  assert.is(posts[0]!.headers['content-type'], 'application/x-ndjson');
  assert.is(posts[0]!.headers.authorization, 'Bearer ocsf');
  assert.equal(
    events().map((event) => Number(event.metadata.uid)),
    [...ids, ids.at(-1)! + 1, ids.at(-1)! + 2],
  );
  for (const event of events()) assert.equal(ocsfErrors(event), [], event.type_name);
  assert.equal(
    events()
      .slice(-3)
      .map((event) => event.type_uid),
    [600301, 300101, 300301],
  );
  assert.equal(events().at(-1)!.privileges, ['team:user']);
});

test('a receiver answering 500 holds the cursor; the batch arrives whole once it answers 200', async () => {
  const ids = await appendRows(t, 3);
  answer = 500;
  await exportAfter(t, 0);
  const held = await laneStatus(t, 'ocsf');
  assert.is(held.position, 0);
  assert.match(held.last_error!, /answered 500/);
  answer = 200;
  // The next run (SERVICE_AUDIT_EXPORT_INTERVAL, 5 s) is past the 1 s backoff.
  await exportAfter(t, 5000);
  assert.equal(
    events().map((event) => Number(event.metadata.uid)),
    ids,
  );
  assert.is((await laneStatus(t, 'ocsf')).position, ids.at(-1));
});

test.run();
