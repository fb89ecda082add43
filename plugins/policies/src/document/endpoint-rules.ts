import { isIP } from 'node:net';
import type { z } from 'zod';

// Checks a gateway would make, made first here so a user gets a precise 400 naming the field (docs/openshell-0.0.md
// §c.1).

const L7_PROTOCOLS = new Set(['rest', 'websocket', 'graphql', 'sql', 'json-rpc', 'mcp']);
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Exact host, or a wildcard (`*` or `**`) as the whole first label of a name with at least two more labels. */
export function hostProblem(host: string): string | null {
  if (host === '') return 'a host is required';
  if (isIP(host)) return null;
  const labels = host.split('.');
  const [first, ...rest] = labels;
  if (labels.some((label, index) => index > 0 && label.includes('*'))) return 'wildcards are allowed in the first label only';
  if (first === '*' || first === '**') {
    if (rest.length === 0) return 'a bare wildcard host would allow everything';
    if (rest.length === 1) return `a wildcard over a top-level domain (${host}) is too broad`;
  } else if (first?.includes('*')) {
    return 'a wildcard must be the whole first label (*.example.com or **.example.com)';
  } else if (!LABEL.test(first ?? '')) {
    return `"${first}" is not a valid host name label`;
  }
  if (rest.some((label) => !LABEL.test(label))) return 'not a valid host name';
  return null;
}

type Endpoint = {
  host?: string | undefined;
  protocol?: string | undefined;
  access?: string | undefined;
  rules?: unknown[] | undefined;
  deny_rules?: unknown[] | undefined;
  port?: number | undefined;
  ports?: number[] | undefined;
  path?: string | undefined;
};

export function checkEndpoint(endpoint: Endpoint, ctx: z.RefinementCtx): void {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const hostIssue = hostProblem(endpoint.host ?? '');
  if (hostIssue) problem('host', hostIssue);
  if (endpoint.port === undefined && (endpoint.ports ?? []).length === 0) problem('port', 'a port (or ports) is required');
  const hasAccess = endpoint.access !== undefined && endpoint.access !== '';
  if (hasAccess && endpoint.rules !== undefined) problem('rules', 'access and rules are mutually exclusive');
  if (endpoint.rules !== undefined && endpoint.rules.length === 0) problem('rules', 'an empty rules list is refused; omit it instead');
  if (endpoint.deny_rules !== undefined && endpoint.deny_rules.length === 0) problem('deny_rules', 'an empty deny_rules list is refused; omit it instead');
  const protocol = endpoint.protocol ?? '';
  if (L7_PROTOCOLS.has(protocol) && !hasAccess && endpoint.rules === undefined) problem('protocol', `protocol ${protocol} needs access or rules`);
  if (endpoint.deny_rules !== undefined && !L7_PROTOCOLS.has(protocol)) problem('deny_rules', 'deny_rules need an L7 protocol');
  if (protocol === 'tcp' && (hasAccess || endpoint.rules !== undefined || endpoint.path !== undefined)) {
    problem('protocol', 'tcp endpoints cannot carry L7 fields (access, rules, path)');
  }
  if (protocol === 'tcp' && endpoint.host && isIP(endpoint.host)) problem('host', 'tcp endpoints need a DNS host');
}
