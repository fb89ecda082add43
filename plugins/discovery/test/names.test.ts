// test-dialects: none
// The name rule of docs/decisions.md §9 and the domain rule of request bodies and settings, without DNS.

import { GATEWAY_NAME_PATTERN } from '@portcullis/plugin-gateways';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { derive, deriveName } from '../src/candidate.ts';
import { discoverBody, normaliseDomain } from '../src/domains.ts';

const names = suite('derived gateway names');

names('ports 443 and 30051 are left out, any other port is appended', () => {
  assert.is(deriveName('gw.example.com', 443), 'gw.example.com');
  assert.is(deriveName('gw.example.com', 30051), 'gw.example.com');
  assert.is(deriveName('gw.example.com', 8443), 'gw.example.com-8443');
  assert.is(deriveName('gw.example.com', 80), 'gw.example.com-80');
});

names('lower-cased, trailing dot removed, characters outside [a-z0-9.-] replaced by -', () => {
  assert.is(deriveName('GW-1.Example.COM.', 443), 'gw-1.example.com');
  assert.is(deriveName('gw_1.example.com', 8443), 'gw-1.example.com-8443');
  assert.is(deriveName('gw 1+x@example.com', 443), 'gw-1-x-example.com');
});

names('cut to 253 characters; dots and hyphens left at either end are dropped', () => {
  const host = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(46)}.example.test`;
  assert.is(host.length, 251);
  const cut = deriveName(host, 8443);
  assert.is(cut.length, 253);
  assert.is(cut, `${host}-8`);
  const endsInHyphen = deriveName(`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}`, 8443);
  assert.is(endsInHyphen, `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}`, 'the cut left "-": dropped');
  assert.is(deriveName('_gw._tcp.example.com', 443), 'gw.-tcp.example.com');
  for (const name of [cut, endsInHyphen, deriveName('_gw._tcp.example.com', 443)]) assert.ok(GATEWAY_NAME_PATTERN.test(name), name);
});

names('derive: the endpoint as registration stores it, or why the target cannot be one', () => {
  assert.equal(derive({ host: 'GW.example.com.', port: 443 }, 'https'), {
    name: 'gw.example.com',
    endpoint: 'https://gw.example.com:443',
    problem: null,
    parsed: { host: 'gw.example.com', zone: null, port: 443, tls: true, endpoint: 'https://gw.example.com:443' },
  });
  assert.is(derive({ host: 'gw.example.com', port: 30051 }, 'http').endpoint, 'http://gw.example.com:30051');
  const underscore = derive({ host: 'gw_1.example.com', port: 443 }, 'https');
  assert.equal([underscore.name, underscore.parsed], ['gw-1.example.com', null]);
  assert.match(underscore.problem!, /https:\/\/gw_1\.example\.com:443 is not a valid endpoint: gw_1\.example\.com is not a valid host name/);
});

names.run();

const domains = suite('scan domains');

domains('DNS names in letters, digits and hyphens; case and one trailing dot normalised', () => {
  assert.is(normaliseDomain('Example.COM.'), 'example.com');
  assert.is(normaliseDomain('a-1.b'), 'a-1.b');
  for (const bad of ['', '.', 'exa mple.com', 'under_score.com', '-lead.com', 'trail-.com', 'a..b', `${'x'.repeat(64)}.com`, `${'abcdefghi.'.repeat(24)}com`]) {
    assert.is(normaliseDomain(bad), null, bad);
  }
});

domains('a request names 1 to 20 domains, or none (the configured ones)', () => {
  assert.ok(discoverBody.safeParse({}).success);
  assert.ok(discoverBody.safeParse({ domains: Array.from({ length: 20 }, (_, i) => `d${i}.example.com`) }).success);
  const paths = (body: unknown) => discoverBody.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
  assert.equal(paths({ domains: 'example.com' }), ['domains']);
  assert.equal(paths({ domains: [] }), ['domains']);
  assert.equal(paths({ domains: Array.from({ length: 21 }, (_, i) => `d${i}.example.com`) }), ['domains']);
  assert.equal(paths({ domains: ['ok.example.com', 'not a name', 7] }), ['domains.1', 'domains.2']);
  assert.equal(paths({ domain: ['example.com'] }), ['']);
});

domains.run();
