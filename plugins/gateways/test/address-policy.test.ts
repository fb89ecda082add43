// test-dialects: none
// The private-address rule on one canonical form: every spelling of an address (IPv4 in decimal, hex, octal and
// short forms; IPv6 in any case and compression, IPv4-mapped, -compatible and -translated; NAT64, 6to4 and Teredo
// carrying an IPv4 address; zone ids; trailing dots) is read to the same number before the ranges are checked,
// and names are judged by every address they resolve to. Table-driven; the IPv4 spellings are checked against
// the WHATWG URL parser and the system resolver (getaddrinfo), which is how clients would read them.
import { promises as dns } from 'node:dns';
import { Egress, endsInNumber, formatIp, type HostResolver, isProblem, parseIpAddress } from '@portcullis/core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkEndpointAllowed, type EndpointPolicy } from '../src/endpoint/check.ts';
import { parseEndpoint } from '../src/endpoint/parse.ts';

type Expectation = { kind: 'refused'; host: string; reason: RegExp } | { kind: 'allowed'; host: string } | { kind: 'invalid'; message: RegExp };

const refused = (host: string, reason: RegExp): Expectation => ({ kind: 'refused', host, reason });
const allowed = (host: string): Expectation => ({ kind: 'allowed', host });
const invalid = (message: RegExp): Expectation => ({ kind: 'invalid', message });

const LOOPBACK = /is loopback/;

// [host as written in the endpoint `http://<host>:443`, what the rule makes of it]
const CASES: Array<[string, Expectation]> = [
  // IPv4, dotted decimal
  ['127.0.0.1', refused('127.0.0.1', LOOPBACK)],
  ['127.255.255.254', refused('127.255.255.254', LOOPBACK)],
  ['10.0.0.5', refused('10.0.0.5', /private \(RFC 1918\)/)],
  ['172.16.0.1', refused('172.16.0.1', /private \(RFC 1918\)/)],
  ['172.31.255.255', refused('172.31.255.255', /private \(RFC 1918\)/)],
  ['192.168.1.10', refused('192.168.1.10', /private \(RFC 1918\)/)],
  ['100.64.0.1', refused('100.64.0.1', /carrier-grade NAT/)],
  ['100.127.255.255', refused('100.127.255.255', /carrier-grade NAT/)],
  ['169.254.0.1', refused('169.254.0.1', /link-local/)],
  ['169.254.169.254', refused('169.254.169.254', /cloud metadata service/)],
  ['0.0.0.0', refused('0.0.0.0', /unspecified/)],
  ['224.0.0.1', refused('224.0.0.1', /multicast/)],
  ['239.255.255.250', refused('239.255.255.250', /multicast/)],
  ['255.255.255.255', refused('255.255.255.255', /broadcast/)],
  ['240.0.0.1', refused('240.0.0.1', /reserved/)],
  ['192.0.0.8', refused('192.0.0.8', /reserved \(IETF/)],
  ['192.0.2.1', refused('192.0.2.1', /documentation/)],
  ['198.51.100.7', refused('198.51.100.7', /documentation/)],
  ['203.0.113.9', refused('203.0.113.9', /documentation/)],
  ['198.18.0.1', refused('198.18.0.1', /benchmarking/)],
  ['127.0.0.1.', refused('127.0.0.1', LOOPBACK)],
  // IPv4 in the other inet_aton / WHATWG spellings
  ['2130706433', refused('127.0.0.1', LOOPBACK)],
  ['0x7f000001', refused('127.0.0.1', LOOPBACK)],
  ['0X7F000001', refused('127.0.0.1', LOOPBACK)],
  ['0x7f.1', refused('127.0.0.1', LOOPBACK)],
  ['0x7f.0x0.0x0.0x1', refused('127.0.0.1', LOOPBACK)],
  ['0177.0.0.1', refused('127.0.0.1', LOOPBACK)],
  ['017700000001', refused('127.0.0.1', LOOPBACK)],
  ['0177.1', refused('127.0.0.1', LOOPBACK)],
  ['127.1', refused('127.0.0.1', LOOPBACK)],
  ['127.0.1', refused('127.0.0.1', LOOPBACK)],
  ['10.1', refused('10.0.0.1', /private/)],
  ['167772161', refused('10.0.0.1', /private/)],
  ['0', refused('0.0.0.0', /unspecified/)],
  ['0xa9fea9fe', refused('169.254.169.254', /cloud metadata service/)],
  // IPv6 and IPv4 written as IPv6
  ['[::1]', refused('::1', LOOPBACK)],
  ['[0:0:0:0:0:0:0:1]', refused('::1', LOOPBACK)],
  ['[::]', refused('::', /unspecified/)],
  ['[0::0]', refused('::', /unspecified/)],
  ['[::ffff:127.0.0.1]', refused('127.0.0.1', LOOPBACK)],
  ['[::ffff:7f00:1]', refused('127.0.0.1', LOOPBACK)],
  ['[0:0:0:0:0:ffff:7f00:0001]', refused('127.0.0.1', LOOPBACK)],
  ['[0000:0000:0000:0000:0000:FFFF:127.0.0.1]', refused('127.0.0.1', LOOPBACK)],
  ['[::FFFF:A9FE:A9FE]', refused('169.254.169.254', /cloud metadata service/)],
  ['[::ffff:10.0.0.1]', refused('10.0.0.1', /private/)],
  ['[::127.0.0.1]', refused('::7f00:1', /loopback \(an IPv4-compatible address embedding 127\.0\.0\.1\)/)],
  ['[::8.8.8.8]', refused('::808:808', /reserved \(IPv4-compatible/)],
  ['[::ffff:0:7f00:1]', refused('::ffff:0:7f00:1', /loopback \(an IPv4-translated address embedding 127\.0\.0\.1\)/)],
  ['[fd00::1]', refused('fd00::1', /private \(unique local\)/)],
  ['[fc00::1]', refused('fc00::1', /private \(unique local\)/)],
  ['[fd00:ec2::254]', refused('fd00:ec2::254', /cloud metadata service/)],
  ['[fe80::1]', refused('fe80::1', /link-local/)],
  ['[FE80::1]', refused('fe80::1', /link-local/)],
  ['[fe80::1%eth0]', refused('fe80::1', /link-local/)],
  ['[fe80::1%25eth0]', refused('fe80::1', /link-local/)],
  ['[fec0::1]', refused('fec0::1', /site-local/)],
  ['[ff02::1]', refused('ff02::1', /multicast/)],
  ['[100::1]', refused('100::1', /discard/)],
  ['[2001:db8::1]', refused('2001:db8::1', /documentation/)],
  ['[3fff::1]', refused('3fff::1', /documentation/)],
  ['[5f00::1]', refused('5f00::1', /not global unicast/)],
  // IPv6 carrying an IPv4 address
  ['[64:ff9b::7f00:1]', refused('64:ff9b::7f00:1', /loopback \(a NAT64 address embedding 127\.0\.0\.1\)/)],
  ['[64:ff9b::10.0.0.1]', refused('64:ff9b::a00:1', /private \(RFC 1918\) \(a NAT64 address embedding 10\.0\.0\.1\)/)],
  ['[64:ff9b::a9fe:a9fe]', refused('64:ff9b::a9fe:a9fe', /cloud metadata service \(a NAT64/)],
  ['[64:ff9b:1::a00:1]', refused('64:ff9b:1::a00:1', /local-use NAT64/)],
  ['[64:ff9b:1::808:808]', refused('64:ff9b:1::808:808', /local-use NAT64/)],
  ['[2002:7f00:1::1]', refused('2002:7f00:1::1', /loopback \(a 6to4 address embedding 127\.0\.0\.1\)/)],
  ['[2002:a9fe:a9fe::]', refused('2002:a9fe:a9fe::', /cloud metadata service \(a 6to4/)],
  ['[2002:c0a8:101::1]', refused('2002:c0a8:101::1', /private \(RFC 1918\) \(a 6to4 address embedding 192\.168\.1\.1\)/)],
  // Teredo: server 65.54.227.120, client 127.0.0.1 (stored XOR-ed: 80ff:fffe)
  ['[2001:0:4136:e378:8000:63bf:80ff:fffe]', refused('2001:0:4136:e378:8000:63bf:80ff:fffe', /loopback \(a Teredo address embedding 127\.0\.0\.1\)/)],
  ['[2001:0:a00:1::]', refused('2001:0:a00:1::', /private \(RFC 1918\) \(a Teredo address embedding 10\.0\.0\.1\)/)],
  ['[2001:0:4136:e378:8000:63bf:f7f7:f7f7]', refused('2001:0:4136:e378:8000:63bf:f7f7:f7f7', /Teredo/)],
  // Public: allowed
  ['8.8.8.8', allowed('8.8.8.8')],
  ['1.1.1.1', allowed('1.1.1.1')],
  ['0x08080808', allowed('8.8.8.8')],
  ['134744072', allowed('8.8.8.8')],
  ['8.8.2056', allowed('8.8.8.8')],
  ['100.63.255.255', allowed('100.63.255.255')],
  ['100.128.0.0', allowed('100.128.0.0')],
  ['172.15.255.255', allowed('172.15.255.255')],
  ['172.32.0.0', allowed('172.32.0.0')],
  ['11.0.0.1', allowed('11.0.0.1')],
  ['[::ffff:8.8.8.8]', allowed('8.8.8.8')],
  ['[2606:4700:4700::1111]', allowed('2606:4700:4700::1111')],
  ['[2606:4700:4700:0:0:0:0:1111]', allowed('2606:4700:4700::1111')],
  ['[2606:4700:4700:0000:0000:0000:0000:1111]', allowed('2606:4700:4700::1111')],
  ['[64:ff9b::808:808]', allowed('64:ff9b::808:808')],
  ['[2002:808:808::1]', allowed('2002:808:808::1')],
  // Not an address, not a name
  ['256.1.1.1', invalid(/not a valid IPv4 address/)],
  ['1.2.3.256', invalid(/not a valid IPv4 address/)],
  ['1.2.3.4.5', invalid(/not a valid IPv4 address/)],
  ['4294967296', invalid(/not a valid IPv4 address/)],
  ['0x100000000', invalid(/not a valid IPv4 address/)],
  ['08.1.1.1', invalid(/not a valid IPv4 address/)],
  ['gateway.123', invalid(/not a valid IPv4 address/)],
  ['[127.0.0.1]', invalid(/not a valid IPv6 address/)],
  ['[::ffff:127.000.000.001]', invalid(/not a valid IPv6 address/)],
  ['[1::2::3]', invalid(/not a valid IPv6 address/)],
  ['[12345::1]', invalid(/not a valid IPv6 address/)],
  ['[1:2:3:4:5:6:7:8:9]', invalid(/not a valid IPv6 address/)],
  ['[fe80::1%]', invalid(/not a valid IPv6 address/)],
  ['[2606:4700:4700::1111%eth0]', invalid(/zone ids/)],
  ['%31%32%37.0.0.1', invalid(/not a valid IPv4 address/)],
  ['１２７.０.０.１', invalid(/not a valid host name/)],
];

const notInTable: HostResolver = async (host) => ({ ok: false, message: `${host} is not in this test's table` });
const strict: EndpointPolicy = new Egress({ localMode: false, resolve: notInTable });
const local: EndpointPolicy = new Egress({ localMode: true, resolve: notInTable });

/** The outcome of registering `http://<written>:443`: the canonical host and the problem, if any. */
async function judge(written: string, policy: EndpointPolicy): Promise<{ host: string | null; code: string | null; detail: string }> {
  const parsed = parseEndpoint(`http://${written}:443`, false);
  if (!parsed.ok) return { host: null, code: 'VALIDATION_ERROR', detail: parsed.message };
  try {
    await checkEndpointAllowed(parsed.value, policy);
    return { host: parsed.value.host, code: null, detail: '' };
  } catch (error) {
    if (!isProblem(error)) throw error;
    const detail = [error.detail, ...(error.errors ?? []).map((entry) => entry.message)].join(' | ');
    return { host: parsed.value.host, code: error.code, detail };
  }
}

test(`the table has at least 60 cases, refused and allowed (${CASES.length})`, () => {
  assert.ok(CASES.length >= 60);
  assert.ok(CASES.filter(([, expected]) => expected.kind === 'allowed').length >= 10);
  assert.ok(CASES.filter(([, expected]) => expected.kind === 'refused').length >= 50);
});

test('outside local mode: each spelling is read to its canonical address and refused or allowed by it', async () => {
  for (const [written, expected] of CASES) {
    const outcome = await judge(written, strict);
    if (expected.kind === 'invalid') {
      assert.is(outcome.code, 'VALIDATION_ERROR', written);
      assert.match(outcome.detail, expected.message, written);
      continue;
    }
    assert.is(outcome.host, expected.host, `${written}: canonical form`);
    if (expected.kind === 'allowed') {
      assert.is(outcome.code, null, `${written}: ${outcome.detail}`);
    } else {
      assert.is(outcome.code, 'ENDPOINT_NOT_ALLOWED', written);
      assert.match(outcome.detail, expected.reason, written);
      assert.match(outcome.detail, /SERVICE_LOCAL_MODE=true/, written);
    }
  }
});

test('in local mode every address is allowed; invalid spellings and zone ids are still refused', async () => {
  for (const [written, expected] of CASES) {
    const outcome = await judge(written, local);
    const zone = written.includes('%') && expected.kind !== 'invalid';
    if (expected.kind === 'invalid' || zone) {
      assert.is(outcome.code, 'VALIDATION_ERROR', written);
    } else {
      assert.equal([outcome.host, outcome.code], [expected.host, null], written);
    }
  }
});

test('IPv4 spellings we accept are read exactly as the WHATWG URL parser and the system resolver (getaddrinfo) read them', async () => {
  const spellings = CASES.map(([written]) => written).filter((written) => !written.startsWith('[') && endsInNumber(written.toLowerCase()));
  assert.ok(spellings.length >= 30);
  for (const written of spellings) {
    const ours = parseEndpoint(`http://${written}:443`, false);
    let url: string | null = null;
    try {
      url = new URL(`http://${written}:443`).hostname;
    } catch {
      url = null;
    }
    // Stricter is fine (a URL parser also percent-decodes and maps full-width digits; we refuse those), but a
    // spelling we accept must mean the same address to it.
    if (!ours.ok) continue;
    assert.is(ours.value.host, url?.replace(/\.$/, ''), `${written}: WHATWG URL`);
    // getaddrinfo would send a spelling with a trailing dot to DNS; only the numeric readings compare.
    if (written.endsWith('.')) continue;
    const [system] = await dns.lookup(written, { all: true });
    assert.is(system!.address, ours.value.host, `${written}: getaddrinfo`);
  }
});

test('IPv6 spellings agree with the WHATWG URL parser on the address', () => {
  for (const [written, expected] of CASES) {
    if (!written.startsWith('[') || written.includes('%') || expected.kind === 'invalid') continue;
    const url = new URL(`http://${written}:443`).hostname.slice(1, -1);
    assert.is(formatIp(parseIpAddress(url)!), expected.host, written);
  }
});

test('names: localhost is loopback without a lookup; a name is refused when any address it resolves to is', async () => {
  const records: Record<string, string[]> = {
    'public.example': ['8.8.8.8', '2606:4700::1111'],
    'gw.public.example': ['1.1.1.1'],
    'mixed.example': ['8.8.8.8', '10.0.0.1'],
    'mapped.example': ['2606:4700::1111', '::ffff:127.0.0.1'],
    'nat64.example': ['64:ff9b::a9fe:a9fe'],
  };
  const looked: string[] = [];
  const policy: EndpointPolicy = new Egress({
    localMode: false,
    resolve: async (host) => {
      looked.push(host);
      return records[host] ? { ok: true, addresses: records[host] } : { ok: false, message: `${host} does not resolve (ENOTFOUND)` };
    },
  });
  const names: Array<[string, string | null, RegExp | null]> = [
    ['LOCALHOST', 'ENDPOINT_NOT_ALLOWED', /localhost is loopback \(a localhost name\)/],
    ['localhost.', 'ENDPOINT_NOT_ALLOWED', /localhost is loopback/],
    ['api.LocalHost', 'ENDPOINT_NOT_ALLOWED', /api\.localhost is loopback/],
    ['public.example', null, null],
    ['GW.Public.Example.', null, null],
    ['mixed.example', 'ENDPOINT_NOT_ALLOWED', /mixed\.example resolves to 10\.0\.0\.1, which is private \(RFC 1918\)/],
    ['mapped.example', 'ENDPOINT_NOT_ALLOWED', /mapped\.example resolves to ::ffff:127\.0\.0\.1, which is loopback/],
    ['nat64.example', 'ENDPOINT_NOT_ALLOWED', /cloud metadata service \(a NAT64 address embedding 169\.254\.169\.254\)/],
    ['nowhere.example', 'VALIDATION_ERROR', /nowhere\.example does not resolve/],
    ['gw.ns.svc.cluster.local', null, null],
  ];
  for (const [written, code, detail] of names) {
    const outcome = await judge(written, policy);
    assert.is(outcome.code, code, `${written}: ${outcome.detail}`);
    if (detail) assert.match(outcome.detail, detail, written);
  }
  assert.equal(
    looked,
    ['public.example', 'gw.public.example', 'mixed.example', 'mapped.example', 'nat64.example', 'nowhere.example'],
    'localhost names and cluster-local names are never looked up',
  );
});

test.run();
