// Policy ceiling containment checks: a realistic document (50 rules, 200 endpoints: L4 and REST, exact
// and wildcard hosts, binary globs, a few private ranges) against a 100-rule ceiling, all of it within, so every
// endpoint is decided in full (a refusal stops at its first counterexample and is cheaper).
//   compile          building the ceiling's automaton (once per ceiling version)
//   cold             the first check against a new ceiling (its DFA is still empty)
//   fresh documents  documents the ceiling has never seen (new hosts and paths in every one)   target >= 20 /s
//   a write          the policy in force (already judged) plus one new rule: what PUT, a preset or an approval costs
//   same document    judged again (each endpoint's verdict remembered)                         target >= 500 /s
// Figures are CPU time on one core. BENCH_ROUNDS adjusts the number of checks per figure.
import { CompiledCeiling, type Containment, DEFAULT_BUDGET } from '@portcullis/plugin-policy-ceilings';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const SERVICES = 100;

type NamedRule = ConstructorParameters<typeof CompiledCeiling>[0][number];

/** 100 rules: one per service, a wildcard host for its subdomains and a REST API with two allow rules. */
function ceiling(): NamedRule[] {
  return Array.from(
    { length: SERVICES },
    (_, i) =>
      ({
        key: `svc-${i}`,
        rule: {
          endpoints: [
            { host: `*.svc${i}.example.com`, ports: [443, 8443] },
            {
              host: `api.svc${i}.example.com`,
              port: 443,
              protocol: 'rest',
              rules: [{ allow: { method: 'GET', path: '/v1/**' } }, { allow: { method: 'POST', path: '/v1/items/*' } }],
            },
            ...(i % 10 === 0 ? [{ host: `db.svc${i}.example.com`, port: 5432, allowed_ips: ['10.0.0.0/8'] }] : []),
          ],
          binaries: [{ path: '**/curl' }, { path: '/usr/bin/python3*' }, { path: '**/node' }],
        },
      }) as NamedRule,
  );
}

/** 50 rules of 4 endpoints; `salt` makes hosts and paths new to the ceiling. */
function document(salt: number): NamedRule[] {
  return Array.from({ length: 50 }, (_, i) => {
    const service = (i * 2) % SERVICES;
    return {
      key: `rule-${i}`,
      rule: {
        endpoints: [
          { host: `web${salt}.svc${service}.example.com`, port: 443 },
          {
            host: `api.svc${service}.example.com`,
            port: 443,
            protocol: 'rest',
            rules: [{ allow: { method: 'GET', path: `/v1/items/${salt}/**` } }, { allow: { method: 'post', path: `/v1/items/n${salt}` } }],
          },
          { host: `*.svc${service + 1}.example.com`, port: 8443 },
          i % 5 === 0
            ? { host: `db.svc${service}.example.com`, port: 5432, allowed_ips: [`10.${salt % 250}.0.0/16`] }
            : { host: `cdn${salt}.svc${service + 1}.example.com`, port: 443, protocol: 'rest', access: 'read-only' },
        ],
        binaries: [{ path: '/usr/bin/curl' }, { path: `/usr/bin/python3.${10 + (i % 3)}` }, { path: '/opt/node/bin/node' }],
      },
    } as NamedRule;
  });
}

function cpuMs<T>(work: () => T): { ms: number; value: T } {
  const started = process.cpuUsage();
  const value = work();
  const used = process.cpuUsage(started);
  return { ms: (used.user + used.system) / 1000, value };
}

function rate(label: string, rounds: number, work: (round: number) => Containment, target?: string): void {
  const { ms } = cpuMs(() => {
    for (let round = 0; round < rounds; round += 1) {
      if (!work(round).within) throw new Error(`${label}: expected the document within the ceiling`);
    }
  });
  const perCheck = ms / rounds;
  process.stdout.write(
    `${label.padEnd(48)} ${perCheck.toFixed(2).padStart(8)} ms CPU per check = ${(1000 / perCheck).toFixed(0).padStart(6)} checks/s${target ? `   (target ${target})` : ''}\n`,
  );
}

const rules = ceiling();
const endpoints = document(0).reduce((sum, item) => sum + item.rule.endpoints.length, 0);
process.stdout.write(`ceiling: ${rules.length} rules; document: 50 rules, ${endpoints} endpoints, 3 binaries each\n`);

const compiled = cpuMs(() => new CompiledCeiling(rules));
process.stdout.write(`${'compile the ceiling'.padEnd(48)} ${compiled.ms.toFixed(2).padStart(8)} ms CPU\n`);
const ceilingAutomaton = compiled.value;
const budget = { remaining: DEFAULT_BUDGET };
const cold = cpuMs(() => ceilingAutomaton.check(document(0), { budget }));
if (!cold.value.within) throw new Error('the benchmark document must be within its ceiling');
process.stdout.write(
  `${'cold: first check against it'.padEnd(48)} ${cold.ms.toFixed(2).padStart(8)} ms CPU (${DEFAULT_BUDGET - budget.remaining} of ${DEFAULT_BUDGET} budget units)\n`,
);

rate('fresh documents (never seen by the ceiling)', ROUNDS, (round) => ceilingAutomaton.check(document(round + 1)), '>= 20/s');
const inForce = document(ROUNDS + 1);
ceilingAutomaton.check(inForce);
rate('a write: policy in force + one new rule', ROUNDS * 5, (round) => ceilingAutomaton.check([...inForce, ...document(10_000 + round).slice(0, 1)]));
rate('same document again (verdicts remembered)', ROUNDS * 20, () => ceilingAutomaton.check(inForce), '>= 500/s');

const outside = [
  ...inForce,
  { key: 'out', rule: { endpoints: [{ host: 'exfil.example.net', port: 443 }], binaries: [{ path: '/usr/bin/curl' }] } } as NamedRule,
];
const refused = cpuMs(() => ceilingAutomaton.check(outside));
process.stdout.write(
  `${'a refusal (policy in force + one host outside)'.padEnd(48)} ${refused.ms.toFixed(2).padStart(8)} ms CPU; counterexample ${JSON.stringify(refused.value.counterexamples[0])}\n`,
);
(globalThis as { gc?: () => void }).gc?.(); // npm run bench passes --expose-gc
process.stdout.write(`heap in use ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB\n`);
