// Demo mode: a couple of providers, one running sandbox with a policy, and steady background traffic (network
// audit lines, inference calls, an occasional denial that becomes a draft chunk) so a UI has something to show.
import { profileBehaviour } from './profile.ts';
import type { Simulator } from './simulator.ts';

const DENIAL_TARGETS = [
  { host: 'pypi.org', port: 443, binary: '/usr/bin/python3', method: 'GET', path: '/simple/requests/' },
  { host: 'registry.npmjs.org', port: 443, binary: '/usr/bin/node' },
  { host: 'api.github.com', port: 443, binary: '/usr/bin/curl', method: 'GET', path: '/repos/nvidia/openshell' },
  { host: 'db.internal.example', port: 5432, binary: '/usr/bin/psql' },
];

export const DEMO_SANDBOX = 'demo-agent';

export interface DemoTraffic {
  sandbox: string;
  stop(): void;
}

function demoPolicy() {
  return {
    version: 1,
    filesystem: { include_workdir: true, read_only: ['/usr', '/etc'], read_write: ['/sandbox', '/tmp'] },
    landlock: { compatibility: 'best_effort' },
    process: { run_as_user: 'sandbox', run_as_group: 'sandbox' },
    network_policies: {
      openai: {
        name: 'openai',
        endpoints: [{ host: 'api.openai.com', port: 443, ports: [443] }],
        binaries: [{ path: '/usr/bin/python3' }],
      },
    },
  };
}

export function startDemoTraffic(sim: Simulator, intervals = { logsMs: 2000, inferenceMs: 5000, denialMs: 15000 }): DemoTraffic {
  const { control } = sim;
  // a 0.1 gateway knows only imported provider profiles: import the two the demo's providers are of
  if (profileBehaviour(sim.profile).wireLine === '0.1') for (const id of ['nvidia', 'github']) control.seedProviderProfile(id);
  control.seedProvider({ name: 'nvidia', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'nvapi-demo-secret' } });
  control.seedProvider({ name: 'github', type: 'github', credentials: { GITHUB_TOKEN: 'ghp_demo_secret' } });
  const { name } = control.seedSandbox({ name: DEMO_SANDBOX, providers: ['nvidia', 'github'], policy: demoPolicy(), labels: { app: 'demo' } });
  const ready = () => control.state().sandboxes.some((s) => s.name === name && s.phase === 'SANDBOX_PHASE_READY');
  let denial = 0;
  const timers = [
    setInterval(() => {
      if (!ready()) return;
      const pid = 4000 + Math.floor(Math.random() * 1000);
      control.emitLog(name, {
        source: 'sandbox',
        target: 'ocsf',
        level: 'OCSF',
        message: `NET:OPEN [INFO] ALLOWED python3(${pid}) -> api.openai.com:443 [policy:openai engine:opa]`,
      });
    }, intervals.logsMs),
    setInterval(() => {
      if (ready()) control.emitInference(name, 1 + Math.floor(Math.random() * 3), { provider: 'nvidia' });
    }, intervals.inferenceMs),
    setInterval(() => {
      if (!ready()) return;
      const target = DENIAL_TARGETS[denial++ % DENIAL_TARGETS.length]!;
      control.simulateDenial({ sandbox: name, ...target, count: 1 + Math.floor(Math.random() * 5) });
    }, intervals.denialMs),
  ];
  for (const timer of timers) timer.unref();
  return { sandbox: name, stop: () => timers.forEach(clearInterval) };
}
