// Policy safety checks (docs/openshell-0.0.md §c.1) and the static-field rules for live sandboxes (§c.3). Violations
// are collected and reported together, the way the gateway reports "policy contains unsafe content: a; b".
import { isIP } from 'node:net';
import type { NetworkEndpoint } from '@portcullis/proto/generated/openshell/sandbox/v1/NetworkEndpoint';
import { invalidArgument } from '../grpc/errors.ts';
import type { SandboxPolicy } from '../state/types.ts';
import { canonicalJson, sameDocument } from './canonical.ts';
import { isProviderRuleName, RESERVED_RULE_PREFIX } from './merge/endpoints.ts';

const MAX_POLICY_BYTES = 256 * 1024;
const MAX_PATHS = 256;
const MAX_PATH_LENGTH = 4096;
const MAX_MIDDLEWARES = 10;
const L7_PROTOCOLS = new Set(['rest', 'websocket', 'graphql', 'sql', 'json-rpc', 'mcp']);

export function hostViolation(host: string): string | undefined {
  if (!host) return 'host is required';
  if (host === '*' || host === '**') return `host '${host}': a bare wildcard is not allowed`;
  const labels = host.split('.');
  const wildcardAt = labels.findIndex((label) => label.includes('*'));
  if (wildcardAt === -1) return undefined;
  const first = labels[0] ?? '';
  if (wildcardAt > 0 || labels.slice(1).some((l) => l.includes('*'))) {
    return `host '${host}': wildcards are only allowed in the first DNS label`;
  }
  if (first !== '*' && first !== '**') return `host '${host}': the wildcard label must be '*' or '**'`;
  if (labels.length < 3) return `host '${host}': wildcard over a top-level domain is not allowed`;
  return undefined;
}

function isLoopbackOrLinkLocal(cidr: string): boolean {
  const address = cidr.split('/')[0] ?? '';
  return address.startsWith('127.') || address === '::1' || address.startsWith('169.254.') || address.toLowerCase().startsWith('fe80:');
}

function endpointViolations(where: string, endpoint: NetworkEndpoint): string[] {
  const problems: string[] = [];
  const hostProblem = hostViolation(endpoint.host ?? '');
  if (hostProblem) problems.push(`${where}: ${hostProblem}`);
  const protocol = endpoint.protocol ?? '';
  const hasRules = (endpoint.rules?.length ?? 0) > 0;
  if (endpoint.access && hasRules) problems.push(`${where}: access and rules are mutually exclusive`);
  if (L7_PROTOCOLS.has(protocol) && !endpoint.access && !hasRules) {
    problems.push(`${where}: protocol '${protocol}' requires access or rules`);
  }
  if ((endpoint.deny_rules?.length ?? 0) > 0 && !protocol) problems.push(`${where}: deny_rules require a protocol`);
  if (protocol === 'tcp' && (endpoint.access || hasRules || (endpoint.deny_rules?.length ?? 0) > 0)) {
    problems.push(`${where}: protocol 'tcp' does not allow L7 fields`);
  }
  for (const ip of endpoint.allowed_ips ?? []) {
    if (isLoopbackOrLinkLocal(ip)) problems.push(`${where}: allowed_ips entry '${ip}' is loopback or link-local`);
  }
  return problems;
}

function pathViolations(paths: string[], kind: string): string[] {
  return paths.flatMap((path) => {
    if (!path.startsWith('/')) return [`filesystem ${kind} path '${path}' must be absolute`];
    if (path.split('/').includes('..')) return [`filesystem ${kind} path '${path}' must not contain '..'`];
    if (path.length > MAX_PATH_LENGTH) return [`filesystem ${kind} path exceeds ${MAX_PATH_LENGTH} characters`];
    if (kind === 'read_write' && path === '/') return ["filesystem read_write path '/' is overly broad"];
    return [];
  });
}

function processViolations(policy: SandboxPolicy): string[] {
  return (['run_as_user', 'run_as_group'] as const).flatMap((key) => {
    const value = policy.process?.[key] ?? '';
    if (value === '' || value === 'sandbox') return [];
    const id = Number(value);
    if (/^\d+$/.test(value) && id >= 1 && id <= 4294967294) return [];
    return [`process.${key} '${value}' must be 'sandbox' or a numeric id from 1 to 4294967294 (root is refused)`];
  });
}

export function safetyViolations(policy: SandboxPolicy): string[] {
  const problems: string[] = [];
  if (canonicalJson(policy).length > MAX_POLICY_BYTES) problems.push('policy exceeds 256 KiB');
  const readOnly = policy.filesystem?.read_only ?? [];
  const readWrite = policy.filesystem?.read_write ?? [];
  problems.push(...pathViolations(readOnly, 'read_only'), ...pathViolations(readWrite, 'read_write'));
  if (readOnly.length + readWrite.length > MAX_PATHS) problems.push(`filesystem has more than ${MAX_PATHS} paths`);
  problems.push(...processViolations(policy));
  for (const [key, rule] of Object.entries(policy.network_policies ?? {})) {
    (rule.endpoints ?? []).forEach((endpoint, i) => {
      problems.push(...endpointViolations(`network_policies.${key}.endpoints[${i}]`, endpoint));
    });
  }
  if (Object.keys(policy.network_middlewares ?? {}).length > MAX_MIDDLEWARES) {
    problems.push(`network_middlewares exceeds ${MAX_MIDDLEWARES} entries`);
  }
  return problems;
}

export function assertSafe(policy: SandboxPolicy): void {
  const problems = safetyViolations(policy);
  if (problems.length > 0) throw invalidArgument(`policy contains unsafe content: ${problems.join('; ')}`);
}

export function assertNoReservedRuleKeys(policy: SandboxPolicy): void {
  const reserved = Object.keys(policy.network_policies ?? {}).find(isProviderRuleName);
  if (reserved) {
    throw invalidArgument(
      `network_policies key '${reserved}' uses reserved '${RESERVED_RULE_PREFIX}' prefix for ` +
        "provider composition; use 'openshell policy get <sandbox> --base' for a round-trippable base policy, or use " +
        "'openshell policy get <sandbox> --full' to inspect the effective policy including provider entries",
    );
  }
}

/** Filesystem may only grow; include_workdir, landlock and process are fixed once a sandbox has a baseline. */
export function assertStaticFieldsUnchanged(baseline: SandboxPolicy, next: SandboxPolicy): void {
  const base = baseline.filesystem;
  const upd = next.filesystem;
  if (base && !upd) throw invalidArgument('filesystem policy cannot be removed on a live sandbox');
  if (base && upd) {
    if (Boolean(base.include_workdir) !== Boolean(upd.include_workdir)) {
      throw invalidArgument('filesystem include_workdir cannot be changed on a live sandbox');
    }
    for (const kind of ['read_only', 'read_write'] as const) {
      const missing = (base[kind] ?? []).find((path) => !(upd[kind] ?? []).includes(path));
      if (missing) throw invalidArgument(`filesystem ${kind} path '${missing}' cannot be removed on a live sandbox`);
    }
  }
  if (!sameDocument(baseline.landlock, next.landlock)) {
    throw invalidArgument('landlock policy cannot be changed on a live sandbox (applied at startup)');
  }
  if (!sameDocument(baseline.process, next.process)) {
    throw invalidArgument('process policy cannot be changed on a live sandbox (applied at startup)');
  }
}

export function isPrivateAddress(host: string): boolean {
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || a === 0;
  }
  if (isIP(host) === 6) {
    const lower = host.toLowerCase();
    return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
  }
  return false;
}
