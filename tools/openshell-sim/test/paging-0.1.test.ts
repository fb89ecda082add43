// Page tokens of the 0.1 line (docs/openshell-0.1.md §2.4, §3 "Paging"): page_size 0 → 100, > 1000 → 1000, negative
// refused; tokens opaque and bound to method and parameters; the last page without a token; objects ordered by
// (created time, name, workspace, id). For every list RPC.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { ALL_WORKSPACES, readySandbox01, scope, startHarness01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01({ providerProfiles: ['openai', 'github', 'nvidia'], workspaces: [{ name: 'team' }] });
  for (const name of ['c', 'a', 'b']) await h.call('CreateSandbox', { name, spec: {}, ...scope() });
  await h.call('CreateSandbox', { name: 'a', spec: {}, ...scope('team') });
  for (const name of ['p3', 'p1', 'p2']) {
    await h.call('CreateProvider', { provider: { metadata: { name }, type: 'openai', credentials: { [`KEY_${name.toUpperCase()}`]: 'k' } }, ...scope() });
  }
});
test.after(() => h.close());

/** The documented order: created time, then name, workspace and id (creations may share a millisecond). */
function inListOrder(items: any[]): any[] {
  const key = (o: any) => [Number(o.metadata.created_time.seconds) * 1e9 + o.metadata.created_time.nanos, o.metadata.name, o.metadata.workspace, o.metadata.id];
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
  });
}

/** Every item of a list, fetched `size` at a time, with the number of pages it took. */
async function drain(method: string, field: string, request: object, size: number) {
  const items: any[] = [];
  let token = '';
  let pages = 0;
  do {
    const page = await h.call(method, { ...request, page_size: size, page_token: token });
    items.push(...page[field]);
    token = page.next_page_token;
    pages += 1;
  } while (token && pages < 50);
  return { items, pages };
}

test('ListSandboxes pages in (created time, name, workspace, id) order; the last page has no token', async () => {
  const { items, pages } = await drain('ListSandboxes', 'sandboxes', ALL_WORKSPACES, 2);
  assert.equal(items.map((s) => `${s.metadata.workspace}/${s.metadata.name}`).sort(), ['default/a', 'default/b', 'default/c', 'team/a']);
  assert.equal(items, inListOrder(items));
  assert.is(pages, 2);
  const all = await h.call('ListSandboxes', { ...scope(), page_size: 0 });
  assert.equal([all.sandboxes.length, all.next_page_token], [3, ''], 'page_size 0 means 100: one page');
  const capped = await h.call('ListSandboxes', { ...scope(), page_size: 5000 });
  assert.equal([capped.sandboxes.length, capped.next_page_token], [3, '']);
});

test('page_size must not be negative; altered and foreign tokens are refused', async () => {
  await rejects(h.call('ListSandboxes', { ...scope(), page_size: -1 }), grpc.status.INVALID_ARGUMENT, 'page_size must not be negative');
  const first = await h.call('ListSandboxes', { ...scope(), page_size: 1 });
  assert.ok(first.next_page_token);
  const token: string = first.next_page_token;
  const altered = `${token.slice(0, 4)}${token[4] === 'A' ? 'B' : 'A'}${token.slice(5)}`;
  await rejects(h.call('ListSandboxes', { ...scope(), page_token: altered }), grpc.status.INVALID_ARGUMENT, 'page_token is malformed');
  await rejects(h.call('ListSandboxes', { ...scope(), page_token: 'not-a-token' }), grpc.status.INVALID_ARGUMENT, 'page_token is malformed');
  // another method, or the same method with other parameters
  await rejects(h.call('ListProviders', { ...scope(), page_token: token }), grpc.status.INVALID_ARGUMENT, 'page_token does not match this list request');
  await rejects(
    h.call('ListSandboxes', { ...scope(), label_selector: 'a=b', page_token: token }),
    grpc.status.INVALID_ARGUMENT,
    'page_token does not match this list request',
  );
  await rejects(h.call('ListSandboxes', { ...scope('team'), page_token: token }), grpc.status.INVALID_ARGUMENT, 'page_token does not match this list request');
  // the page size may change between pages
  const rest = await h.call('ListSandboxes', { ...scope(), page_size: 10, page_token: token });
  const everything = await h.call('ListSandboxes', scope());
  const names = (sandboxes: any[]) => sandboxes.map((s) => s.metadata.name);
  assert.equal(names(rest.sandboxes), names(everything.sandboxes).slice(1));
});

test('ListProviders, ListProviderProfiles, ListSandboxProviders and ListSandboxPolicies page too', async () => {
  const providers = await drain('ListProviders', 'providers', scope(), 2);
  assert.equal(providers.items.map((p) => p.metadata.name).sort(), ['p1', 'p2', 'p3']);
  assert.equal(providers.items, inListOrder(providers.items));
  const profiles = await drain('ListProviderProfiles', 'profiles', {}, 1);
  assert.equal([profiles.items.map((p) => p.id), profiles.pages], [['github', 'nvidia', 'openai'], 3]);
  await h.call('CreateProvider', { provider: { metadata: { name: 'gh' }, type: 'github', credentials: { GITHUB_TOKEN: 't' } }, ...scope() });
  await readySandbox01(h, 'busy', { providers: ['p2', 'gh', 'p1'], policy: { version: 1 } });
  const attached = await drain('ListSandboxProviders', 'providers', { sandbox: 'busy', ...scope() }, 2);
  assert.equal(
    attached.items.map((p) => p.metadata.name),
    ['gh', 'p1', 'p2'],
    'by name',
  );
  for (const rule of ['one', 'two', 'three']) {
    await h.call('UpdateConfig', {
      sandbox: 'busy',
      merge_operations: [
        { add_rule: { rule_name: rule, rule: { endpoints: [{ host: `${rule}.example.com`, port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } } },
      ],
      ...scope(),
    });
  }
  const revisions = await drain('ListSandboxPolicies', 'revisions', { sandbox: 'busy', ...scope() }, 3);
  assert.equal(
    revisions.items.map((r) => r.version),
    [4, 3, 2, 1],
    'newest first',
  );
  assert.is(revisions.pages, 2);
});

test.run();
