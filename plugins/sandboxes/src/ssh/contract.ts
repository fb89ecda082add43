import type { SshSession } from '@portcullis/plugin-gateways';

// The character-set contract of CreateSshSession answers (docs/openshell-0.0.md §b.4). Clients paste these values into
// an SSH ProxyCommand, so an answer that breaks it could inject shell syntax there: it is refused, never passed on.
// Violations are named by the wire's field names, which is how the gateway's operators know them.
const RULES: Array<[keyof SshSession, string, (value: unknown) => boolean, string]> = [
  ['sandboxId', 'sandbox_id', (v) => typeof v === 'string' && /^[A-Za-z0-9._-]{1,128}$/.test(v), '1–128 letters, digits and ._-'],
  ['token', 'token', (v) => typeof v === 'string' && /^[A-Za-z0-9._~+/=-]{1,4096}$/.test(v), 'up to 4096 URL-safe characters'],
  ['gatewayHost', 'gateway_host', (v) => typeof v === 'string' && /^[A-Za-z0-9.\-:[\]]{1,253}$/.test(v), 'up to 253 letters, digits and .-:[]'],
  ['gatewayPort', 'gateway_port', (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 65_535, '1–65535'],
  ['gatewayScheme', 'gateway_scheme', (v) => v === 'http' || v === 'https', 'http or https'],
  [
    'hostKeyFingerprint',
    'host_key_fingerprint',
    (v) => v === '' || v === undefined || (typeof v === 'string' && /^[A-Za-z0-9:+/=-]+$/.test(v)),
    'empty, or letters, digits and :+/=-',
  ],
];

/** The fields that break the contract (names only: a value may be the secret token). */
export function sshContractViolations(session: SshSession): string[] {
  return RULES.filter(([field, , valid]) => !valid(session[field])).map(([, name, , rule]) => `${name} (${rule})`);
}
