import type { NetworkRule, PolicyDocument } from '../document/schema.ts';
import type { MergeOperation } from '../gateway/policy-gateway.ts';
import type { Preset } from './catalog.ts';

// What a preset actually did to a policy, and how to take exactly that back (docs/openshell-0.0.md §g.1). A gateway
// merges an add_rule whose endpoint overlaps an existing rule into that rule, so a preset's own key may never appear:
// after the image's baseline (docs/openshell-0.0.md §g.4) or an approval covered the same host, its binaries land in
// someone else's rule. So the revision the preset wrote is compared with the one before it, and what it added is kept
// per rule: whether it created the rule, which binaries and which host:port endpoints the rule gained.

export interface Endpoint {
  host: string;
  port: number;
}

export interface RuleContribution {
  rule_key: string;
  /** The rule did not exist before the preset. */
  created: boolean;
  /** Binary paths the rule gained. */
  binaries: string[];
  /** host:port endpoints the rule gained. */
  endpoints: Endpoint[];
}

export type PresetStatus = 'applied' | 'partially_applied' | 'not_applied';

export interface PresetCoverage {
  status: PresetStatus;
  /** (endpoint, binary) pairs of the preset that the live policy allows, of `total`. */
  covered: number;
  total: number;
}

const rulesOf = (document: PolicyDocument): Record<string, NetworkRule> => document.network_policies ?? {};
const pathsOf = (rule: NetworkRule): string[] => (rule.binaries ?? []).map((binary) => binary.path);
const sameEndpoint = (a: Endpoint, b: Endpoint) => a.host === b.host && a.port === b.port;
const includes = (list: Endpoint[], endpoint: Endpoint) => list.some((item) => sameEndpoint(item, endpoint));

/** Every host:port a rule names (`ports` wins over `port`, as upstream reads it); host-less endpoints have none. */
export function endpointsOf(rule: NetworkRule): Endpoint[] {
  const units: Endpoint[] = [];
  for (const endpoint of rule.endpoints) {
    if (!endpoint.host) continue;
    const host = endpoint.host.toLowerCase();
    const ports = endpoint.ports?.length ? endpoint.ports : endpoint.port ? [endpoint.port] : [];
    for (const port of ports) if (!includes(units, { host, port })) units.push({ host, port });
  }
  return units;
}

/** What changed from `before` to `after` in rule keys, binaries and endpoints (additions only). */
export function contributionsBetween(before: PolicyDocument, after: PolicyDocument): RuleContribution[] {
  const earlier = rulesOf(before);
  return Object.entries(rulesOf(after))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, rule]): RuleContribution[] => {
      const previous = earlier[key];
      if (!previous) return [{ rule_key: key, created: true, binaries: pathsOf(rule), endpoints: endpointsOf(rule) }];
      const binaries = pathsOf(rule).filter((path) => !pathsOf(previous).includes(path));
      const endpoints = endpointsOf(rule).filter((endpoint) => !includes(endpointsOf(previous), endpoint));
      return binaries.length + endpoints.length > 0 ? [{ rule_key: key, created: false, binaries, endpoints }] : [];
    });
}

/** Two records of the same preset (applied again after part of it went): everything either says was added. */
export function mergeContributions(older: RuleContribution[], newer: RuleContribution[]): RuleContribution[] {
  const merged = new Map(older.map((item) => [item.rule_key, structuredClone(item)]));
  for (const item of newer) {
    const known = merged.get(item.rule_key);
    if (!known) {
      merged.set(item.rule_key, structuredClone(item));
      continue;
    }
    known.created ||= item.created;
    known.binaries.push(...item.binaries.filter((path) => !known.binaries.includes(path)));
    known.endpoints.push(...item.endpoints.filter((endpoint) => !includes(known.endpoints, endpoint)));
  }
  return [...merged.values()];
}

/**
 * For a preset applied before anything was recorded: its own keys that the live policy has, as if it had created
 * them. Removal then still takes out only the preset's binaries, never an approval's that was merged in since.
 */
export function declaredContributions(preset: Preset, live: PolicyDocument): RuleContribution[] {
  return Object.entries(preset.rules)
    .filter(([key]) => key in rulesOf(live))
    .map(([key, rule]) => ({ rule_key: key, created: true, binaries: pathsOf(rule), endpoints: endpointsOf(rule) }));
}

/**
 * The merge operations that take back what was added and nothing else: a rule the preset created and nobody else
 * added to goes whole; otherwise its binaries go one by one (what approvals or the image put there stays), and
 * endpoints it added to a rule that existed before go too. A rule the preset created keeps endpoints others merged
 * into since, for those others declared them. Whatever is no longer there is skipped.
 */
export function removalOperations(contributions: RuleContribution[], live: PolicyDocument): MergeOperation[] {
  const operations: MergeOperation[] = [];
  for (const contribution of contributions) {
    const rule = rulesOf(live)[contribution.rule_key];
    if (!rule) continue;
    const ruleName = contribution.rule_key;
    const binaries = pathsOf(rule);
    const endpoints = endpointsOf(rule);
    const othersBinaries = binaries.filter((path) => !contribution.binaries.includes(path));
    const othersEndpoints = endpoints.filter((endpoint) => !includes(contribution.endpoints, endpoint));
    if (contribution.created && othersBinaries.length === 0 && othersEndpoints.length === 0) {
      operations.push({ remove_rule: { rule_name: ruleName } });
      continue;
    }
    for (const path of contribution.binaries.filter((item) => binaries.includes(item))) {
      operations.push({ remove_binary: { rule_name: ruleName, binary_path: path } });
    }
    if (contribution.created) continue;
    for (const endpoint of contribution.endpoints.filter((item) => includes(endpoints, item))) {
      operations.push({ remove_endpoint: { rule_name: ruleName, host: endpoint.host, port: endpoint.port } });
    }
  }
  return operations;
}

/** Whether a live rule lets `binary` reach `endpoint` (a rule without binaries allows any binary). */
function allows(rule: NetworkRule, endpoint: Endpoint, binary: string | null): boolean {
  if (!includes(endpointsOf(rule), endpoint)) return false;
  const paths = pathsOf(rule);
  return paths.length === 0 || (binary !== null && paths.includes(binary));
}

/** How much of what the preset grants the live policy grants, whoever put it there. */
export function coverage(preset: Preset, live: PolicyDocument): PresetCoverage {
  const liveRules = Object.values(rulesOf(live));
  let covered = 0;
  let total = 0;
  for (const rule of Object.values(preset.rules)) {
    const binaries: Array<string | null> = pathsOf(rule).length > 0 ? pathsOf(rule) : [null];
    for (const endpoint of endpointsOf(rule)) {
      for (const binary of binaries) {
        total += 1;
        if (liveRules.some((liveRule) => allows(liveRule, endpoint, binary))) covered += 1;
      }
    }
  }
  const status: PresetStatus = covered === total ? 'applied' : covered === 0 ? 'not_applied' : 'partially_applied';
  return { status, covered, total };
}
