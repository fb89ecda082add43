// test-dialects: none
// The sandbox-brief reader (src/api/sandbox-briefs.ts): ListSandboxes bytes as a gateway sends them, read for each
// sandbox's identity and phase only, the same as the whole decode says; fields it does not know (newer gateways)
// are stepped over; bytes a hostile gateway makes up end in an Error, never in anything else.
import { openShellServiceDefinition } from '@portcullis/proto';
import type { Sandbox } from '@portcullis/proto/generated/openshell/v1/Sandbox';
import { SandboxPhase } from '@portcullis/proto/generated/openshell/v1/SandboxPhase';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { phaseName, sandboxBriefDecoder } from '../src/index.ts';

const LAYOUT = {
  response: { sandboxes: 1, nextPageToken: 2 },
  sandbox: { metadata: 1, status: 3 },
  metadata: { id: 1, name: 2, workspace: 7 },
  status: { phase: 6 },
  phases: Object.values(SandboxPhase),
};
const decode = sandboxBriefDecoder(LAYOUT);
const list = openShellServiceDefinition.ListSandboxes;

const sandbox = (name: string, phase: keyof typeof SandboxPhase, workspace = 'team'): Sandbox => ({
  metadata: { id: `id-${name}`, name, workspace, labels: { team: 'a' }, resource_version: 7, created_at_ms: 1_700_000_000_000 },
  spec: {
    template: { image: 'base' },
    environment: { A: 'b' },
    policy: { version: 1, network_policies: { api: { name: 'api', endpoints: [{ host: 'api.example.com', port: 443 }] } } },
  },
  status: { phase, conditions: [{ type: 'Ready', status: 'True', reason: 'r', message: 'm' }], current_policy_version: 3 },
});

const SANDBOXES = [sandbox('web', 'SANDBOX_PHASE_READY'), sandbox('db', 'SANDBOX_PHASE_STOPPED', ''), sandbox('job', 'SANDBOX_PHASE_STARTING')];

test('the briefs of a real response: identity and phase as the whole decode has them', () => {
  const bytes = list.responseSerialize({ sandboxes: SANDBOXES });
  const whole = list.responseDeserialize(bytes).sandboxes.map((s) => ({
    id: s.metadata!.id,
    name: s.metadata!.name,
    workspace: s.metadata!.workspace,
    phase: phaseName(s.status!.phase),
  }));
  assert.equal(decode(bytes), { sandboxes: whole, nextPageToken: '' });
  assert.equal(
    whole.map((brief) => brief.phase),
    ['READY', 'STOPPED', 'STARTING'],
  );
});

test('a sandbox without status or metadata, and an empty list', () => {
  assert.equal(decode(list.responseSerialize({ sandboxes: [{ metadata: { name: 'bare' } }] })).sandboxes, [
    { id: '', name: 'bare', workspace: '', phase: 'UNSPECIFIED' },
  ]);
  assert.equal(decode(Buffer.alloc(0)), { sandboxes: [], nextPageToken: '' });
});

/** A field key: number and wire type, as a varint. */
const key = (field: number, wireType: number) => varint(field * 8 + wireType);
function varint(value: number): Buffer {
  const bytes: number[] = [];
  while (value >= 0x80) {
    bytes.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  bytes.push(value);
  return Buffer.from(bytes);
}
const delimited = (field: number, body: Buffer) => Buffer.concat([key(field, 2), varint(body.length), body]);
/** One field of each wire type a newer gateway could add. */
const unknownFields = Buffer.concat([
  key(90, 0),
  varint(2 ** 40),
  key(91, 1),
  Buffer.alloc(8, 1),
  key(92, 5),
  Buffer.alloc(4, 2),
  delimited(93, Buffer.from('later')),
]);

test('fields it does not know are stepped over, at every level; a page token and an unnamed phase are read', () => {
  const metadata = Buffer.concat([unknownFields, delimited(2, Buffer.from('web')), delimited(1, Buffer.from('u-1'))]);
  const status = Buffer.concat([key(6, 0), varint(42), unknownFields, key(7, 0), varint(3)]);
  const one = Buffer.concat([delimited(1, metadata), unknownFields, delimited(3, status), delimited(20, Buffer.from('provenance'))]);
  const bytes = Buffer.concat([delimited(1, one), unknownFields, delimited(2, Buffer.from('next-page'))]);
  assert.equal(decode(bytes), { sandboxes: [{ id: 'u-1', name: 'web', workspace: '', phase: 'PHASE_42' }], nextPageToken: 'next-page' });
});

/** Whatever the bytes, the reader returns briefs or throws an Error. */
function readsOrRefuses(bytes: Buffer): 'read' | 'refused' {
  try {
    decode(bytes);
    return 'read';
  } catch (error) {
    assert.instance(error, Error);
    return 'refused';
  }
}

test('made-up bytes: overlong varints, lengths past the end, groups and every truncation are refused', () => {
  assert.is(readsOrRefuses(Buffer.concat([key(1, 0), Buffer.alloc(11, 0xff)])), 'refused', 'a varint of eleven bytes');
  assert.is(readsOrRefuses(Buffer.concat([key(1, 2), varint(1000), Buffer.from('short')])), 'refused', 'a length past the end');
  assert.is(readsOrRefuses(Buffer.concat([key(4, 3), key(4, 4)])), 'refused', 'a group');
  assert.is(readsOrRefuses(Buffer.concat([key(9, 1), Buffer.alloc(3)])), 'refused', 'a fixed64 cut short');
  const whole = list.responseSerialize({ sandboxes: SANDBOXES });
  const outcomes = new Set<string>();
  for (let end = 0; end < whole.length; end += 1) outcomes.add(readsOrRefuses(whole.subarray(0, end)));
  assert.equal([...outcomes].sort(), ['read', 'refused']);
});

test('random bytes end in briefs or an Error', () => {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  const outcomes = { read: 0, refused: 0 };
  for (let round = 0; round < 5000; round += 1) {
    const bytes = Buffer.from(Array.from({ length: next() % 64 }, () => next() % 256));
    outcomes[readsOrRefuses(bytes)] += 1;
  }
  assert.ok(outcomes.read > 0 && outcomes.refused > 0, JSON.stringify(outcomes));
});

test.run();
