// Ceiling checks are CPU-heavy; they run on the kernel's compute workers, a few per caller, within a budget counted
// in steps: the same document always gets the same answer, and one viewer's worst (intricate patterns, fifty at
// once, 1 MiB of YAML) leaves /healthz answering quickly.
import { type HealthLatency, healthLatencyDuring, OutOfProcessClient, type OutOfProcessRequest } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CEILING, ceilingFixture, type Fixture, GITHUB_RULE, putCeiling } from './helpers.ts';

const MiB = 1024 * 1024;
/** The bound one caller's worst may cost everyone else's requests. */
const HEALTH_P99_MS = 50;

const bounded = suite<{ f: Fixture }>('bounded ceiling checks');
bounded.before.each(async (context) => {
  // A loaded machine may take far longer than the default time limit to parse 1 MiB of YAML; the answers are
  // what is tested here, not how long the worker may take.
  context.f = await ceilingFixture({ env: { SERVICE_RATE_LIMIT_PER_MINUTE: '100000', SERVICE_COMPUTE_TIMEOUT_SECONDS: '600' } });
});
bounded.after.each(async ({ f }) => {
  await f.close();
});

/** A rule whose path pattern is too intricate to decide: thousands of stars whose subsets explode. */
const stars = (letter: string) => ({
  endpoints: [{ host: 'api.github.com', port: 443, protocol: 'rest', rules: [{ allow: { method: 'GET', path: `/${`*${letter}`.repeat(2000)}` } }] }],
  binaries: [{ path: '/usr/bin/curl' }],
});

/**
 * /healthz during the attack against /healthz while the same caller sends as many cheap checks: a loaded machine slows
 * both alike, so the bound is relative to the cheap ones (twice their p99) plus the target, and what it catches is
 * the attack costing the event loop more than honest checks do.
 */
function assertHealthQuick(latency: HealthLatency, baseline: HealthLatency, what: string): void {
  const figures = (of: HealthLatency) =>
    `p50 ${of.p50.toFixed(1)} ms, p99 ${of.p99.toFixed(1)} ms, max ${of.max.toFixed(1)} ms over ${of.samples.length} probes, ${of.rounds} rounds`;
  console.log(`  /healthz during ${what}: ${figures(latency)}; during as many cheap checks: ${figures(baseline)}`);
  assert.ok(latency.p99 < 2 * baseline.p99 + HEALTH_P99_MS, `/healthz p99 during ${what}: ${figures(latency)}; cheap checks: ${figures(baseline)}`);
}

/** /healthz while `attacker` sends `count` cheap checks (its `cheap` body) at once, again and again. */
function duringCheapChecks(f: Fixture, attacker: OutOfProcessClient, count: number): Promise<HealthLatency> {
  const check: OutOfProcessRequest = { method: 'POST', path: `${CEILING}/check`, body: 'cheap', contentType: 'application/json', as: 'viewer' };
  return healthLatencyDuring(f.t.url, async () => {
    for (const response of await attacker.send(Array.from({ length: count }, () => check))) {
      assert.ok([200, 429].includes(response.status), response.text.slice(0, 300));
    }
  });
}

const CHEAP = JSON.stringify({ network_policies: { gh: GITHUB_RULE } });

function withoutRequestId(text: string): unknown {
  const { request_id: _id, ...rest } = JSON.parse(text);
  return rest;
}

bounded('the same check always gets the same answer: undecided stays undecided, counterexamples stay the same', async ({ f }) => {
  await putCeiling(f, { stars: stars('b'), github: GITHUB_RULE });
  const viewer = f.t.http.as('viewer');
  const intricate = { network_policies: { stars: stars('a') } };
  const exceeding = { network_policies: { wide: { endpoints: [{ host: '**.example.com', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } } };
  const first = [await viewer.post(`${CEILING}/check`, intricate), await viewer.post(`${CEILING}/check`, exceeding)];
  assert.equal([first[0]!.status, first[0]!.body.code], [422, 'POLICY_CEILING_UNDECIDED']);
  assert.equal([first[1]!.status, first[1]!.body.within], [200, false]);
  for (let round = 0; round < 3; round += 1) {
    const [again, exceeded] = [await viewer.post(`${CEILING}/check`, intricate), await viewer.post(`${CEILING}/check`, exceeding)];
    assert.equal([again.status, withoutRequestId(again.text)], [422, withoutRequestId(first[0]!.text)]);
    assert.equal([exceeded.status, exceeded.body], [200, first[1]!.body]);
  }
});

bounded('fifty intricate checks at once from one viewer: a few are decided, the rest refused 429; /healthz stays quick', async ({ f }) => {
  await putCeiling(f, { stars: stars('b') });
  const attacker = new OutOfProcessClient(f.t.url, { intricate: JSON.stringify({ network_policies: { stars: stars('a') } }), cheap: CHEAP });
  const statuses = new Map<number, number>();
  try {
    const check: OutOfProcessRequest = { method: 'POST', path: `${CEILING}/check`, body: 'intricate', contentType: 'application/json', as: 'viewer' };
    const latency = await healthLatencyDuring(f.t.url, async () => {
      for (const response of await attacker.send(Array.from({ length: 50 }, () => check))) {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const code = JSON.parse(response.text).code;
        if (response.status === 429) assert.equal([code, response.headers['retry-after']], ['CONCURRENCY_LIMITED', '1']);
        else assert.equal([response.status, code], [422, 'POLICY_CEILING_UNDECIDED'], response.text);
      }
    });
    assert.ok((statuses.get(422) ?? 0) > 0, 'some were decided (undecided, within the budget)');
    assert.ok((statuses.get(429) ?? 0) > 0, 'fifty at once are more than one caller may have');
    assertHealthQuick(latency, await duringCheapChecks(f, attacker, 50), 'fifty parallel intricate ceiling checks');
  } finally {
    await attacker.close();
  }
  const other = await f.t.http.as('operator').post(`${CEILING}/check`, { network_policies: { gh: GITHUB_RULE } });
  assert.equal([other.status, other.body.within], [200, false], 'another caller is served once the attack is over');
});

bounded('a 1 MiB YAML document checked by a viewer is parsed and judged off the event loop; /healthz stays quick', async ({ f }) => {
  await putCeiling(f, { github: GITHUB_RULE });
  const rule = (index: number) =>
    `  rule-${index}:\n    endpoints:\n      - host: service-${index}.internal.example.com\n        port: 443\n    binaries:\n      - path: /usr/bin/curl\n`;
  let document = 'network_policies:\n';
  for (let index = 0; document.length + rule(index).length <= MiB; index += 1) document += rule(index);
  assert.ok(document.length > MiB - 200, `${document.length} bytes`);
  const attacker = new OutOfProcessClient(f.t.url, { document, cheap: CHEAP });
  const answers: unknown[] = [];
  try {
    const check: OutOfProcessRequest = { method: 'POST', path: `${CEILING}/check`, body: 'document', contentType: 'application/yaml', as: 'viewer' };
    const latency = await healthLatencyDuring(f.t.url, async () => {
      for (const response of await attacker.send([check, check, check])) {
        if (response.status === 429) continue;
        assert.is(response.status, 200, response.text.slice(0, 300));
        answers.push(JSON.parse(response.text));
      }
    });
    assertHealthQuick(latency, await duringCheapChecks(f, attacker, 3), '1 MiB YAML ceiling checks');
  } finally {
    await attacker.close();
  }
  const [first] = answers as Array<{ within: boolean; counterexamples: Array<{ host: string }> }>;
  assert.equal([first!.within, first!.counterexamples.length, first!.counterexamples[0]!.host], [false, 20, 'service-0.internal.example.com']);
  for (const answer of answers) assert.equal(answer, first, 'every check of the same document answers the same');
});

bounded.run();
