import { spawnSync } from 'node:child_process';

// Prometheus' own checker for the metrics format (`promtool check metrics`), from Debian's `prometheus` package.
// Tests install it when it is missing (the machines run as root, and policy-rc.d keeps the server from starting);
// where that cannot be done they say so loudly and check nothing.

export interface Promtool {
  /** Problems promtool reports for a /metrics body (empty when it is clean). */
  check(metrics: string): string[];
  /** Problems `promtool check rules` reports for a rules file (empty when it is clean). */
  checkRules(file: string): string[];
}

function found(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

function install(): string | null {
  const apt = (args: string[]) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=120', ...args], { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  let result = apt(['install', '-y', '--no-install-recommends', 'prometheus']);
  if (result.status !== 0) {
    apt(['update']);
    result = apt(['install', '-y', '--no-install-recommends', 'prometheus']);
  }
  return result.status === 0
    ? found()
    : `apt-get install prometheus failed: ${(result.stderr || String(result.error ?? '')).trim().split('\n').slice(-2).join(' ')}`;
}

/** promtool, installed if need be; a machine where it cannot be had fails the check that needs it. */
export function promtool(): Promtool {
  let path = found();
  if (!path) {
    const installed = process.getuid?.() === 0 ? install() : "not root, so Debian's prometheus package cannot be installed";
    if (!installed?.startsWith('/')) throw new Error(`promtool is unavailable: ${installed ?? 'promtool not found after installing prometheus'}`);
    path = installed;
  }
  const binary = path;
  const problems = (args: string[], input?: string) => {
    const result = spawnSync(binary, args, { input, encoding: 'utf8' });
    if (result.status === 0) return [];
    return `${result.stdout}${result.stderr}`
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  };
  return {
    check: (metrics) => problems(['check', 'metrics'], metrics),
    checkRules: (file) => problems(['check', 'rules', file]),
  };
}
