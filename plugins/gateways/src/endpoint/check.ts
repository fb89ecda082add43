import { describeRefusal, type Egress, Problem, problems } from '@portcullis/core';
import { type ParsedEndpoint, parseEndpoint, parseHost } from './parse.ts';

// The private-address rule of docs/decisions.md §2, applied twice: to an endpoint an admin registers or changes (400),
// and to a stored endpoint every time a channel to it is opened (409), because a name that was public at registration
// may resolve elsewhere now (DNS rebinding), and local mode may have been switched off since. Both go through
// `inspectHost`: the kernel's outbound-address rule (canonical form, resolver, ranges: `egress`), plus the one
// exception gateways have, cluster-local names.

/** The kernel's outbound-address rule, as gateways use it. */
export type EndpointPolicy = Pick<Egress, 'inspect' | 'localMode'>;

/** What a channel dials: the addresses that were checked, or (cluster-local names only) the name itself. */
export type DialTarget = { kind: 'addresses'; addresses: string[] } | { kind: 'name' };

/** A name that does not resolve now: there is nothing to dial. */
export interface Unresolved {
  kind: 'unresolved';
  message: string;
}

type Inspection = DialTarget | Unresolved | { kind: 'refused'; address: string; reason: string };

const LOCAL_MODE_HINT = 'Private endpoints are only accepted in local mode (SERVICE_LOCAL_MODE=true).';

/** `*.svc.cluster.local` names only resolve inside the cluster; they are always allowed and never resolved here. */
export function isClusterLocal(host: string): boolean {
  return /^[a-z0-9.-]+\.svc\.cluster\.local$/.test(host);
}

/** A host in canonical form (parse.ts) to what may be dialled, or why not. */
function inspectHost(host: string, policy: EndpointPolicy): Promise<Inspection> {
  return isClusterLocal(host) ? Promise.resolve({ kind: 'name' }) : policy.inspect(host);
}

/** Why an endpoint may not be stored: the kind (for callers that report rather than answer) and the 400 problem. */
export interface EndpointRefusal {
  kind: 'invalid' | 'unresolved' | 'not_allowed';
  problem: Problem;
}

/** A syntax problem of an address field (400 VALIDATION_ERROR). */
export function invalidAddress(message: string, field = 'endpoint'): Problem {
  return problems.validation([{ path: `body.${field}`, message }]);
}

/**
 * Registration and PATCH: cluster-local names pass unresolved; other names must resolve, and no address (literal
 * or resolved) may be in a refused range unless local mode is on (400 ENDPOINT_NOT_ALLOWED). IPv6 zone ids are
 * judged by their address, then refused: the endpoint is stored and dialled without one. Null: allowed. `field`
 * names the body field the address came from (the gateway's endpoint, or its OIDC issuer).
 */
export async function endpointRefusal(endpoint: ParsedEndpoint, policy: EndpointPolicy, field = 'endpoint'): Promise<EndpointRefusal | null> {
  const inspection = await inspectHost(endpoint.host, policy);
  if (inspection.kind === 'unresolved') return { kind: 'unresolved', problem: invalidAddress(inspection.message, field) };
  if (inspection.kind === 'refused') {
    const detail = `${endpoint.endpoint} is not allowed: ${describeRefusal(endpoint.host, inspection)}. ${LOCAL_MODE_HINT}`;
    return { kind: 'not_allowed', problem: new Problem(400, 'ENDPOINT_NOT_ALLOWED', { detail, errors: [{ path: `body.${field}`, message: detail }] }) };
  }
  if (endpoint.zone !== null) return { kind: 'invalid', problem: invalidAddress('IPv6 zone ids (%...) are not supported', field) };
  return null;
}

/** `endpointRefusal` for request handlers: throws the refusal's problem. */
export async function checkEndpointAllowed(endpoint: ParsedEndpoint, policy: EndpointPolicy): Promise<void> {
  const refused = await endpointRefusal(endpoint, policy);
  if (refused) throw refused.problem;
}

/**
 * Connect time: what the channel to a stored gateway may dial, checked now. A refused address is a 409
 * ENDPOINT_NOT_ALLOWED and nothing is dialled; the stored host is read again in canonical form, so an endpoint
 * stored in another spelling (before this rule, or in local mode) is judged like a new one. `what` names the
 * address in the refusal (the gateway's endpoint, or its OIDC issuer).
 */
export async function dialTarget(gateway: { name: string; host: string }, policy: EndpointPolicy, what = 'endpoint'): Promise<DialTarget | Unresolved> {
  const host = parseHost(gateway.host, gateway.host.includes(':'));
  if (!host.ok) return { kind: 'unresolved', message: host.message };
  const inspection = await inspectHost(host.host, policy);
  if (inspection.kind !== 'refused') return inspection;
  throw new Problem(409, 'ENDPOINT_NOT_ALLOWED', {
    detail: `The ${what} of gateway ${gateway.name} is not allowed now: ${describeRefusal(host.host, inspection)}; nothing was sent to it. ${LOCAL_MODE_HINT}`,
    extensions: { gateway: gateway.name },
  });
}

/** The address a channel to `host` connects to first: the first checked address, or the cluster-local name. */
export function firstAddress(host: string, target: DialTarget): string {
  return target.kind === 'addresses' ? target.addresses[0]! : host;
}

/** Syntax only (400 VALIDATION_ERROR); no I/O. */
export function parseOrRefuse(raw: string, defaultTls: boolean): { ok: true; value: ParsedEndpoint } | { ok: false; refusal: EndpointRefusal } {
  const parsed = parseEndpoint(raw, defaultTls);
  return parsed.ok ? parsed : { ok: false, refusal: { kind: 'invalid', problem: invalidAddress(parsed.message) } };
}

/** `parseOrRefuse` for request handlers: throws the refusal's problem. */
export function parseOrThrow(raw: string, defaultTls: boolean): ParsedEndpoint {
  const parsed = parseOrRefuse(raw, defaultTls);
  if (!parsed.ok) throw parsed.refusal.problem;
  return parsed.value;
}
