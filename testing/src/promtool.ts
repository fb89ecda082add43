import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Prometheus' own checker for the metrics format (`promtool check metrics`), from Debian's `prometheus` package,
// which the test runner installs when it is missing. Where it is not there, the check that needs it fails.

export interface Promtool {
  /** Problems promtool reports for a /metrics body (empty when it is clean). */
  check(metrics: string): string[];
  /** Problems `promtool check rules` reports for a rules file (empty when it is clean). */
  checkRules(file: string): string[];
}

const PROMTOOL = '/usr/bin/promtool';

/** promtool; a machine without it fails the check that needs it. */
export function promtool(): Promtool {
  if (!existsSync(PROMTOOL)) throw new Error(`promtool is missing at ${PROMTOOL}: npm test installs it (Debian package prometheus)`);
  const problems = (args: string[], input?: string) => {
    const result = spawnSync(PROMTOOL, args, { input, encoding: 'utf8' });
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
