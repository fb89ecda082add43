import { type IpAddress, parseIpAddress } from '@portcullis/core';
import type { NetworkRule } from '@portcullis/plugin-policies';

// What a list of network rules lets a sandbox do, endpoint by endpoint, in the terms the gateway's policy engine
// decides a request in (upstream sandbox-policy.rego): which binary reaches which host and port, which private
// addresses it may land on (allowed_ips), and which HTTP requests pass (method and path). A request is allowed when
// some endpoint of some rule lets it through and no deny rule of a matching endpoint stops it.
//
// Where the engine looks at more than this model holds, a candidate is read wider than it is (never narrower): a
// query matcher, a GraphQL operation, an SQL command, a JSON-RPC method or an endpoint's `path` selector only ever
// narrow what an endpoint allows, so leaving them out can only add requests. Ceilings are refused such fields when
// they are set (ceiling-document.ts), so a ceiling always means exactly what this model says.

export interface NamedRule {
  key: string;
  rule: NetworkRule;
}

type Endpoint = NetworkRule['endpoints'][number];

/** HTTP requests: a set of methods (null: any) on a path glob (null: any path). */
export interface HttpRequests {
  methods: string[] | null;
  path: string | null;
}

/** A private address range an endpoint opens with `allowed_ips`: the leading `bits` of an IPv4 or IPv6 address. */
export interface PrivateRange {
  family: 4 | 6;
  bits: string;
}

/** What one endpoint of one rule lets through. */
export interface Reach {
  rule: string;
  /** Lower-case host or host glob; null: any host (an endpoint without one, which `allowed_ips` bounds). */
  host: string | null;
  ports: number[];
  /** Binary paths or globs; null: any binary (a rule without binaries). */
  binaries: string[] | null;
  privateRanges: PrivateRange[];
  /** Connections the proxy does not inspect (plain TCP, TLS it cannot open) pass whole. */
  raw: boolean;
  http: HttpRequests[];
}

/** Requests a deny rule stops, on the hosts, ports and binaries of the endpoint and rule it belongs to. */
export interface Denial {
  host: string | null;
  ports: number[];
  binaries: string[] | null;
  http: HttpRequests;
}

const ANY_REQUEST: HttpRequests = { methods: null, path: null };
/** Protocols whose rules are methods and paths; the others inspect what this model does not hold. */
const METHOD_AND_PATH = new Set(['rest', 'websocket']);

export function reachesOf(rules: NamedRule[]): Reach[] {
  return rules.flatMap(({ key, rule }) =>
    rule.endpoints.map((endpoint) => ({
      rule: key,
      ...where(endpoint, rule),
      privateRanges: privateRanges(endpoint.allowed_ips ?? []),
      ...passes(endpoint),
    })),
  );
}

export function denialsOf(rules: NamedRule[]): Denial[] {
  return rules.flatMap(({ rule }) =>
    rule.endpoints.flatMap((endpoint) => {
      if (!enforcesRules(endpoint)) return [];
      // A deny rule with further matchers stops fewer requests than its method and path say: left out, the
      // candidate is read wider, never narrower.
      return (endpoint.deny_rules ?? [])
        .filter((deny) => deny.method && Object.keys(deny).every((field) => field === 'method' || field === 'path'))
        .map((deny): Denial => ({ ...where(endpoint, rule), http: requests(deny.method, deny.path) }));
    }),
  );
}

function where(endpoint: Endpoint, rule: NetworkRule): { host: string | null; ports: number[]; binaries: string[] | null } {
  const binaries = (rule.binaries ?? []).map((binary) => binary.path);
  return {
    host: endpoint.host ? endpoint.host.toLowerCase() : null,
    ports: endpoint.ports?.length ? endpoint.ports : endpoint.port ? [endpoint.port] : [],
    // upstream merge.rs: "an empty binary list on a rule authorizes every binary"
    binaries: binaries.length > 0 ? binaries : null,
  };
}

/** Whether the endpoint's L7 rules are what decides its requests (an inspected, enforcing endpoint). */
function enforcesRules(endpoint: Endpoint): boolean {
  return METHOD_AND_PATH.has(endpoint.protocol ?? '') && endpoint.tls !== 'skip' && endpoint.enforcement !== 'audit';
}

function passes(endpoint: Endpoint): Pick<Reach, 'raw' | 'http'> {
  const protocol = endpoint.protocol ?? '';
  // Plain TCP, or TLS the proxy leaves closed: nothing is inspected, everything passes.
  if (protocol === '' || protocol === 'tcp' || endpoint.tls === 'skip') return { raw: true, http: [ANY_REQUEST] };
  // Audit only logs; the other inspected protocols look at what this model does not hold: any request, read wide.
  if (!enforcesRules(endpoint)) return { raw: false, http: [ANY_REQUEST] };
  if (endpoint.access) return { raw: false, http: accessPreset(protocol, endpoint.access) };
  return { raw: false, http: (endpoint.rules ?? []).map(({ allow }) => requests(allow.method, allow.path)) };
}

/** A method and path as the engine matches them: `*` any method, GET also HEAD (RFC 9110), `**` any path. */
function requests(method: string | undefined, path: string | undefined): HttpRequests {
  const upper = method?.toUpperCase();
  return {
    methods: !upper || upper === '*' ? null : upper === 'GET' ? ['GET', 'HEAD'] : [upper],
    path: !path || path === '**' ? null : path,
  };
}

/** The access presets as upstream expands them (openshell-policy merge.rs). */
function accessPreset(protocol: string, access: string): HttpRequests[] {
  const methods =
    access === 'full'
      ? null
      : protocol === 'websocket'
        ? access === 'read-only'
          ? ['GET']
          : ['GET', 'WEBSOCKET_TEXT']
        : access === 'read-only'
          ? ['GET', 'HEAD', 'OPTIONS']
          : ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH'];
  return [{ methods, path: null }];
}

const WIDTH = { 4: 32, 6: 128 } as const;

/** `10.0.0.0/8`, `fd00::/8`, or one address; null when it is neither. */
export function parsePrivateRange(text: string): PrivateRange | null {
  const [address, prefix, extra] = text.trim().split('/');
  if (extra !== undefined || !address) return null;
  const parsed: IpAddress | null = parseIpAddress(address);
  if (!parsed) return null;
  const width = WIDTH[parsed.family];
  const length = prefix === undefined ? width : /^[0-9]{1,3}$/.test(prefix) ? Number(prefix) : -1;
  if (length < 0 || length > width) return null;
  return { family: parsed.family, bits: parsed.value.toString(2).padStart(width, '0').slice(0, length) };
}

/** An entry that does not parse is read as every private address (the candidate wider, never narrower). */
function privateRanges(allowed: string[]): PrivateRange[] {
  return allowed.flatMap((text) => {
    const range = parsePrivateRange(text);
    return range
      ? [range]
      : [
          { family: 4, bits: '' },
          { family: 6, bits: '' },
        ];
  });
}
