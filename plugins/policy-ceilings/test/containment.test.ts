// test-dialects: none
// The containment checker on its own (pure, no kernel): globs compared as languages, ports, binaries, L7 methods
// and paths, private ranges, unions across rules, deny rules, and the counterexample each failure names.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CompiledCeiling, type Counterexample } from '../src/containment/check.ts';
import { Undecided } from '../src/containment/search.ts';

type Rule = Record<string, any>;

const endpoint = (host: string, extra: Record<string, unknown> = {}) => ({ host, port: 443, ...extra });
const rule = (endpoints: Rule[], binaries: string[] | null = ['/usr/bin/curl']): Rule => ({
  endpoints,
  ...(binaries ? { binaries: binaries.map((path) => ({ path })) } : {}),
});

function check(ceiling: Rule[], candidate: Rule[]) {
  const compiled = new CompiledCeiling(ceiling.map((item, index) => ({ key: `ceiling-${index}`, rule: item as never })));
  return compiled.check(candidate.map((item, index) => ({ key: `rule-${index}`, rule: item as never })));
}

/** Asserts the verdict; for a failure, that the counterexample really is allowed by the candidate and not by the ceiling. */
function expect(ceiling: Rule[], candidate: Rule[], within: boolean, message: string): Counterexample | null {
  const result = check(ceiling, candidate);
  assert.is(result.within, within, `${message}: ${JSON.stringify(result.counterexamples)}`);
  assert.is(result.counterexamples.length === 0, within, message);
  return result.counterexamples[0] ?? null;
}

const hosts = suite('host globs are compared as languages');

const HOST_TABLE: Array<[ceiling: string, candidate: string, within: boolean, why: string]> = [
  ['api.example.com', 'api.example.com', true, 'equal exact hosts'],
  ['API.Example.com', 'api.EXAMPLE.com', true, 'hosts are compared case-insensitively'],
  ['*.example.com', '*.example.com', true, 'equal globs'],
  ['*.example.com', 'api.example.com', true, 'an exact host inside a glob'],
  ['api.example.com', '*.example.com', false, 'a glob is wider than one of its hosts'],
  ['*.example.com', 'a.b.example.com', false, '`*` is one DNS label: it does not cross a dot'],
  ['**.example.com', 'a.b.example.com', true, '`**` crosses dots'],
  ['**.example.com', '*.example.com', true, 'one label is among any number of labels'],
  ['*.example.com', '**.example.com', false, 'any number of labels is wider than one'],
  ['*.example.com', 'example.com', false, 'the apex is not a subdomain'],
  ['**.example.com', 'example.com', false, '`**.` still needs a label before the dot'],
  ['*.example.com', '*.example.org', false, 'disjoint globs'],
  ['*.api.example.com', '*.example.com', false, 'overlapping but not contained (a.api.example.com is in both, a.example.com only in the candidate)'],
  ['*-prod.example.com', 'web-prod.example.com', true, 'a wildcard inside the first label (upstream accepts it)'],
  ['*-prod.example.com', '*.example.com', false, 'a label wildcard is narrower than a whole-label one'],
  ['*.example.com', '*-prod.example.com', true, 'and the other way round it is contained'],
  ['10.0.0.7', '10.0.0.7', true, 'IP literals compare as strings'],
];

for (const [ceiling, candidate, within, why] of HOST_TABLE) {
  hosts(`${candidate} within ${ceiling}: ${within} (${why})`, () => {
    const counterexample = expect([rule([endpoint(ceiling)])], [rule([endpoint(candidate)])], within, why);
    if (counterexample) {
      // The counterexample is a host the candidate matches and the ceiling does not.
      assert.not.ok(within);
      assert.equal([counterexample.rule, counterexample.port, counterexample.binary], ['rule-0', 443, '/usr/bin/curl']);
    }
  });
}

hosts('the counterexample is a concrete host: a.b.example.com for ** against *', () => {
  const example = expect([rule([endpoint('*.example.com')])], [rule([endpoint('**.example.com')])], false, '** is wider');
  assert.equal(example, { rule: 'rule-0', host: 'a.a.example.com', port: 443, binary: '/usr/bin/curl', private_address: null, method: null, path: null });
  const apex = expect([rule([endpoint('api.example.com')])], [rule([endpoint('*.example.com')])], false, 'one host only');
  assert.is(apex!.host, 'a.example.com');
});

hosts('a union of ceiling rules covers what no single rule does', () => {
  const ceiling = [rule([endpoint('*.example.com')]), rule([endpoint('**.a.example.com')])];
  // a.example.com and x.a.example.com are in the first and second rule; y.x.a.example.com only in the second.
  expect(ceiling, [rule([endpoint('**.a.example.com'), endpoint('a.example.com')])], true, 'each host in one of them');
  const example = expect(ceiling, [rule([endpoint('**.example.com')])], false, 'b.c.example.com is in neither');
  assert.match(example!.host, /^[^.]+\.[^.]+\.example\.com$/);
  assert.not.match(example!.host, /\.a\.example\.com$/);
});

const ports = suite('ports and binaries');

ports('every port of the candidate must be a port of the ceiling for that host', () => {
  const ceiling = [rule([endpoint('api.example.com', { ports: [443, 8443] })])];
  expect(ceiling, [rule([endpoint('api.example.com', { port: 8443 })])], true, 'one of the ports');
  const example = expect(ceiling, [rule([endpoint('api.example.com', { ports: [443, 80] })])], false, 'port 80 is not allowed');
  assert.equal([example!.host, example!.port], ['api.example.com', 80]);
  // Ports of another host do not count.
  expect(
    [rule([endpoint('api.example.com'), endpoint('web.example.com', { port: 80 })])],
    [rule([endpoint('api.example.com', { port: 80 })])],
    false,
    'port 80 belongs to another host',
  );
});

const BINARY_TABLE: Array<[ceiling: string[] | null, candidate: string[] | null, within: boolean, why: string]> = [
  [['/usr/bin/curl'], ['/usr/bin/curl'], true, 'the same binary'],
  [['/usr/bin/curl'], ['/usr/bin/wget'], false, 'another binary'],
  [['/usr/bin/*'], ['/usr/bin/curl'], true, 'a binary inside a glob'],
  [['/usr/bin/*'], ['/usr/bin/*/x'], false, '`*` does not cross a slash'],
  [['/usr/**'], ['/usr/bin/*/x'], true, '`**` crosses slashes'],
  [['**/git'], ['/usr/*/git', '/opt/git'], true, 'every candidate binary within'],
  [['**/git'], ['/usr/bin/git*'], false, 'git-remote-http is not git'],
  [['/usr/*/python3.?'], ['/usr/*/python3.1'], true, '? is one character'],
  [['/usr/*/python3.?'], ['/usr/*/python3.12'], false, '? is only one character'],
  [['/usr/bin/python3.[0-9]*'], ['/usr/bin/python3.1[0-2]*'], true, 'character classes as sets'],
  [['/usr/bin/python3.[0-9]*'], ['/usr/bin/python3.[!a]*'], false, 'a negated class is wide'],
  [['/usr/bin/{curl,wget}*'], ['/usr/bin/wget2'], true, 'alternatives'],
  [['/usr/bin/{curl,wget}'], ['/usr/bin/wget'], false, 'without a `*` a pattern is the very path (the gateway compares it literally)'],
  [null, ['/usr/bin/anything'], true, 'a ceiling rule without binaries allows every binary'],
  [['**'], null, true, '`**` is every binary'],
  [['/usr/bin/curl'], null, false, 'a candidate rule without binaries allows every binary'],
];

for (const [ceiling, candidate, within, why] of BINARY_TABLE) {
  ports(`binaries ${JSON.stringify(candidate)} within ${JSON.stringify(ceiling)}: ${within} (${why})`, () => {
    const example = expect([rule([endpoint('api.example.com')], ceiling)], [rule([endpoint('api.example.com')], candidate)], within, why);
    if (example) assert.is(example.host, 'api.example.com');
  });
}

ports('the counterexample names the binary that escapes', () => {
  const example = expect(
    [rule([endpoint('api.example.com')], ['/usr/bin/*'])],
    [rule([endpoint('api.example.com')], ['/usr/bin/curl', '/usr/local/bin/*'])],
    false,
    'local',
  );
  assert.is(example!.binary, '/usr/local/bin/a');
});

ports('a binary reaches only the endpoints of its own rule: a ceiling rule pairs them', () => {
  const ceiling = [rule([endpoint('api.example.com')], ['/usr/bin/curl']), rule([endpoint('pypi.org')], ['/usr/bin/pip'])];
  expect(ceiling, [rule([endpoint('pypi.org')], ['/usr/bin/pip'])], true, 'pip to pypi');
  const example = expect(ceiling, [rule([endpoint('pypi.org')], ['/usr/bin/curl'])], false, 'curl to pypi');
  assert.equal([example!.host, example!.binary], ['pypi.org', '/usr/bin/curl']);
});

const l7 = suite('L7 methods and paths');
const rest = (rules: Array<[method: string, path: string]>, extra: Record<string, unknown> = {}) =>
  endpoint('api.example.com', {
    protocol: 'rest',
    rules: rules.map(([method, path]) => ({ allow: { method, path } })),
    ...extra,
  });

l7('an L4 endpoint allows every request; an L7 ceiling does not contain it, and the counterexample is a raw connection', () => {
  expect([rule([endpoint('api.example.com')])], [rule([rest([['GET', '/repos/**']])])], true, 'L7 inside L4');
  const example = expect([rule([rest([['*', '**']])])], [rule([endpoint('api.example.com')])], false, 'L4 is wider than every HTTP request');
  assert.equal([example!.method, example!.path], [null, null], 'an uninspected connection');
});

const L7_TABLE: Array<[ceiling: Array<[string, string]>, candidate: Array<[string, string]>, within: boolean, why: string]> = [
  [[['GET', '/repos/**']], [['GET', '/repos/acme/app']], true, 'a path inside a glob'],
  [[['GET', '/repos/*']], [['GET', '/repos/**']], false, 'in paths `*` does not cross `/`'],
  [[['GET', '/repos/**']], [['GET', '/repos/*']], true, '`**` does'],
  [[['GET', '**']], [['GET', '/anything/at/all']], true, '`**` alone is every path'],
  [[['GET', '/repos/**']], [['POST', '/repos/x']], false, 'another method'],
  [[['*', '/repos/**']], [['DELETE', '/repos/x']], true, '`*` is every method'],
  [[['GET', '/a/**']], [['*', '/a/x']], false, 'every method is wider than GET'],
  [
    [
      ['GET', '/a/**'],
      ['POST', '/a/**'],
    ],
    [
      ['get', '/a/b'],
      ['post', '/a/c'],
    ],
    true,
    'methods are case-insensitive, rules a union',
  ],
  [[['HEAD', '/a']], [['GET', '/a']], false, 'GET also allows HEAD (RFC 9110), and HEAD alone does not contain GET'],
  [[['GET', '/a']], [['HEAD', '/a']], true, 'GET contains HEAD'],
  [[['GET', '/v1/*/items']], [['GET', '/v1/[0-9]/items']], true, 'a class inside a star segment'],
];

for (const [ceiling, candidate, within, why] of L7_TABLE) {
  l7(`${JSON.stringify(candidate)} within ${JSON.stringify(ceiling)}: ${within} (${why})`, () => {
    expect([rule([rest(ceiling)])], [rule([rest(candidate)])], within, why);
  });
}

l7('the counterexample of a wider path is a concrete request', () => {
  const example = expect([rule([rest([['GET', '/repos/*']])])], [rule([rest([['GET', '/repos/**']])])], false, 'deeper');
  assert.equal([example!.method, example!.path], ['GET', '/repos/a/']);
  const method = expect([rule([rest([['GET', '/a']])])], [rule([rest([['PUT', '/a']])])], false, 'PUT');
  assert.equal([method!.method, method!.path], ['PUT', '/a']);
});

l7('access presets expand as upstream: read-only within GET/HEAD/OPTIONS, read-write not', () => {
  const ceiling = [
    rule([
      rest([
        ['GET', '**'],
        ['OPTIONS', '**'],
      ]),
    ]),
  ];
  expect(ceiling, [rule([endpoint('api.example.com', { protocol: 'rest', access: 'read-only' })])], true, 'read-only');
  const example = expect(ceiling, [rule([endpoint('api.example.com', { protocol: 'rest', access: 'read-write' })])], false, 'read-write');
  assert.ok(['POST', 'PUT', 'PATCH'].includes(example!.method!));
  expect([rule([endpoint('api.example.com', { protocol: 'rest', access: 'full' })])], [rule([rest([['DELETE', '/x']])])], true, 'full is every method');
});

l7('audit enforcement and tls skip let everything through: a candidate using them is as wide as L4', () => {
  const ceiling = [rule([rest([['GET', '**']])])];
  const audit = expect(ceiling, [rule([rest([['GET', '/a']], { enforcement: 'audit' })])], false, 'audit only logs');
  assert.ok(audit!.method !== 'GET' && audit!.method !== 'HEAD');
  const skip = expect(ceiling, [rule([rest([['GET', '/a']], { tls: 'skip' })])], false, 'tls skip is not inspected');
  assert.equal([skip!.method, skip!.path], [null, null]);
});

l7('deny rules of the candidate take requests out; deny rules with matchers the model does not hold are left out (the candidate read wider)', () => {
  const ceiling = [
    rule([
      rest([
        ['GET', '**'],
        ['POST', '/repos/*/issues'],
      ]),
    ]),
  ];
  const candidate = (deny: Record<string, unknown>) => [
    rule([
      endpoint('api.example.com', {
        protocol: 'rest',
        rules: [{ allow: { method: 'GET', path: '**' } }, { allow: { method: 'POST', path: '/repos/**' } }],
        deny_rules: [deny],
      }),
    ]),
  ];
  expect(ceiling, candidate({ method: 'POST', path: '/repos/*/*/**' }), false, 'POST /repos/a/ is neither denied nor allowed by the ceiling');
  expect(
    [
      rule([
        rest([
          ['GET', '**'],
          ['POST', '/repos/**'],
        ]),
      ]),
    ],
    candidate({ method: 'POST', path: '/repos/secret/**' }),
    true,
    'inside even before the deny',
  );
  const deniedAll = [
    rule([
      endpoint('api.example.com', {
        protocol: 'rest',
        rules: [{ allow: { method: '*', path: '**' } }],
        deny_rules: [
          { method: 'DELETE', path: '**' },
          { method: 'PUT', path: '**' },
          { method: 'PATCH', path: '**' },
        ],
      }),
    ]),
  ];
  const example = expect(
    [
      rule([
        rest([
          ['GET', '**'],
          ['POST', '**'],
          ['OPTIONS', '**'],
        ]),
      ]),
    ],
    deniedAll,
    false,
    'other methods remain',
  );
  assert.not.ok(['DELETE', 'PUT', 'PATCH', 'GET', 'HEAD', 'POST', 'OPTIONS'].includes(example!.method!), example!.method!);
  const withQuery = [
    rule([
      endpoint('api.example.com', {
        protocol: 'rest',
        rules: [{ allow: { method: 'GET', path: '**' } }],
        deny_rules: [{ method: 'GET', path: '/private/**', query: { x: { glob: '*' } } }],
      }),
    ]),
  ];
  const example2 = expect([rule([rest([['GET', '/public/**']])])], withQuery, false, 'a deny with a query matcher does not count');
  assert.equal(example2!.method, 'GET');
});

l7('query matchers and other inspected protocols of a candidate are read as any request', () => {
  const ceiling = [rule([rest([['GET', '/search']])])];
  expect(
    ceiling,
    [rule([endpoint('api.example.com', { protocol: 'rest', rules: [{ allow: { method: 'GET', path: '/search', query: { q: 'docs-*' } } }] })])],
    true,
    'a query only narrows',
  );
  const graphql = expect(
    ceiling,
    [rule([endpoint('api.example.com', { protocol: 'graphql', rules: [{ allow: { operation_type: 'query' } }] })])],
    false,
    'graphql operations are beyond the model',
  );
  assert.ok(graphql!.method !== null);
});

const addresses = suite('private ranges (allowed_ips)');

addresses('a candidate may open only private ranges the ceiling opens for that host', () => {
  const ceiling = [rule([endpoint('db.internal.example.com', { allowed_ips: ['10.0.0.0/8'] })])];
  expect(ceiling, [rule([endpoint('db.internal.example.com', { allowed_ips: ['10.1.2.0/24', '10.9.9.9'] })])], true, 'subranges');
  const example = expect(ceiling, [rule([endpoint('db.internal.example.com', { allowed_ips: ['192.168.0.0/16'] })])], false, 'another range');
  assert.is(example!.private_address, '192.168.0.0');
  expect(
    [rule([endpoint('db.internal.example.com')])],
    [rule([endpoint('db.internal.example.com', { allowed_ips: ['10.0.0.1'] })])],
    false,
    'none opened by the ceiling',
  );
  const v6 = expect(
    [rule([endpoint('db.internal.example.com', { allowed_ips: ['fd00::/8'] })])],
    [rule([endpoint('db.internal.example.com', { allowed_ips: ['fc00::/7'] })])],
    false,
    'IPv6 too',
  );
  assert.is(v6!.private_address, 'fc00::');
});

const whole = suite('whole documents');

whole('an empty candidate is within anything; an empty ceiling contains nothing', () => {
  assert.equal(check([], []), { within: true, counterexamples: [] });
  const result = check([], [rule([endpoint('api.example.com')])]);
  assert.is(result.within, false);
  assert.is(result.counterexamples[0]!.host, 'api.example.com');
});

whole('one counterexample per endpoint that escapes, naming its rule, up to the limit', () => {
  const compiled = new CompiledCeiling([{ key: 'c', rule: rule([endpoint('*.example.com')]) as never }]);
  const candidate = [
    { key: 'inside', rule: rule([endpoint('a.example.com')]) as never },
    { key: 'outside', rule: rule([endpoint('evil.test'), endpoint('b.example.com'), endpoint('other.test')]) as never },
  ];
  const result = compiled.check(candidate);
  assert.equal(
    result.counterexamples.map((item) => [item.rule, item.host]),
    [
      ['outside', 'evil.test'],
      ['outside', 'other.test'],
    ],
  );
  assert.is(compiled.check(candidate, { limit: 1 }).counterexamples.length, 1);
  assert.equal(compiled.check(candidate), result, 'remembered verdicts give the same answer');
});

whole('a check that exceeds its budget is undecided, not a guess', () => {
  const compiled = new CompiledCeiling([{ key: 'c', rule: rule([endpoint('*.example.com')]) as never }]);
  assert.throws(
    () => compiled.check([{ key: 'x', rule: rule([endpoint('a.example.com')]) as never }], { budget: { remaining: 5 } }),
    (error: unknown) => error instanceof Undecided,
  );
});

whole('hostile patterns (thousands of stars whose subsets explode) end undecided within the default budget', () => {
  const stars = (letter: string) => rule([rest([['GET', `/${`*${letter}`.repeat(2000)}`]])]);
  assert.throws(
    () => check([stars('b')], [stars('a')]),
    (error: unknown) => error instanceof Undecided,
  );
});

hosts.run();
ports.run();
l7.run();
addresses.run();
whole.run();
