// The Debian programs some tests drive as real peers: Chromium (the console and passkeys), dnsmasq (SRV answers
// for discovery) and promtool (the metrics format), and the C compiler that builds the kernel's native addon
// (core/native/build.mjs). The test runner installs the missing ones once, before any test
// starts; the test kit only checks that they are there, so a test never runs a package manager.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface SystemProgram {
  /** Where the program is once its package is installed. */
  path: string;
  /** The Debian package that installs only the program (dnsmasq-base, not dnsmasq and its system service). */
  debianPackage: string;
}

const PROGRAMS: SystemProgram[] = [
  { path: '/usr/bin/chromium', debianPackage: 'chromium' },
  { path: '/usr/sbin/dnsmasq', debianPackage: 'dnsmasq-base' },
  { path: '/usr/bin/promtool', debianPackage: 'prometheus' },
  { path: '/usr/bin/cc', debianPackage: 'gcc' },
];

function aptGet(args: string[]): { ok: boolean; output: string } {
  const result = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 900_000,
  });
  return { ok: result.status === 0, output: `${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim() };
}

/**
 * Installs the packages of the programs that are missing; returns a line to print for each one still missing
 * (the tests that need it then fail saying so). Installing needs root and the Debian mirror.
 */
export function ensureSystemPrograms(): string[] {
  const missing = PROGRAMS.filter((program) => !existsSync(program.path));
  if (missing.length === 0) return [];
  const packages = missing.map((program) => program.debianPackage);
  if (process.getuid?.() === 0) {
    const install = ['install', '-y', '--no-install-recommends', ...packages];
    if (!aptGet(install).ok) {
      aptGet(['update', '-qq']);
      aptGet(install);
    }
  }
  return missing
    .filter((program) => !existsSync(program.path))
    .map((program) => `${program.path} is missing and could not be installed (apt-get install ${program.debianPackage} needs root and the Debian mirror)`);
}
