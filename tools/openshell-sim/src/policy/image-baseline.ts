// The policy a sandbox image "ships" (docs/openshell-0.0.md §g.4): when a sandbox is created without a policy, the
// supervisor syncs the image's on-disk policy to the gateway as revision 1. Upstream reads /etc/openshell/policy.yaml
// from the image or falls back to a restrictive default; the simulator derives it from the image name,
// deterministically:
//
//   every image      filesystem (upstream's restrictive default paths), landlock best_effort, process sandbox:sandbox
//   node*            + rule `npm_registry`: registry.npmjs.org:443 for node, npm, npx
//   python*, pytorch + rule `pypi`: pypi.org:443 and files.pythonhosted.org:443 for python3, pip, pip3
//   golang*, go      + rule `go_modules`: proxy.golang.org:443 and sum.golang.org:443 for go
//   rust*            + rule `crates_io`: index.crates.io:443 and static.crates.io:443 for cargo
//   base (the default community image) gets npm_registry and pypi; any other image no network rule at all.
//
// The family is the image's repository name without registry, path or tag ("ghcr.io/x/python:3.12" → "python").
import type { NetworkPolicyRule, SandboxPolicy } from '../state/types.ts';

function registryRule(name: string, hosts: string[], binaries: string[]): NetworkPolicyRule {
  return {
    name,
    endpoints: hosts.map((host) => ({ host, port: 443, ports: [443] })),
    binaries: binaries.map((path) => ({ path })),
  };
}

const RULES: Record<string, NetworkPolicyRule> = {
  npm_registry: registryRule('npm_registry', ['registry.npmjs.org'], ['/usr/bin/node', '/usr/bin/npm', '/usr/bin/npx']),
  pypi: registryRule('pypi', ['pypi.org', 'files.pythonhosted.org'], ['/usr/bin/python3', '/usr/bin/pip', '/usr/bin/pip3']),
  go_modules: registryRule('go_modules', ['proxy.golang.org', 'sum.golang.org'], ['/usr/local/go/bin/go']),
  crates_io: registryRule('crates_io', ['index.crates.io', 'static.crates.io'], ['/usr/local/cargo/bin/cargo']),
};

const FAMILIES: { pattern: RegExp; rules: string[] }[] = [
  { pattern: /^node/, rules: ['npm_registry'] },
  { pattern: /^(python|pytorch)/, rules: ['pypi'] },
  { pattern: /^(golang|go$)/, rules: ['go_modules'] },
  { pattern: /^rust/, rules: ['crates_io'] },
  { pattern: /^base$/, rules: ['npm_registry', 'pypi'] },
];

/** "ghcr.io/nvidia/sandboxes/python:3.12@sha256:…" → "python". */
export function imageFamily(image: string): string {
  const withoutDigest = image.split('@')[0] ?? '';
  const repository = withoutDigest.split('/').pop() ?? '';
  return (repository.split(':')[0] ?? '').toLowerCase();
}

export function imageBaselinePolicy(image: string): SandboxPolicy {
  const family = imageFamily(image);
  const ruleNames = FAMILIES.find((entry) => entry.pattern.test(family))?.rules ?? [];
  return {
    version: 1,
    filesystem: {
      include_workdir: true,
      read_only: ['/usr', '/lib', '/proc', '/dev/urandom', '/app', '/etc', '/var/log'],
      read_write: ['/tmp', '/dev/null'],
    },
    landlock: { compatibility: 'best_effort' },
    process: { run_as_user: 'sandbox', run_as_group: 'sandbox' },
    network_policies: Object.fromEntries(ruleNames.map((name) => [name, structuredClone(RULES[name]!)])),
  };
}
