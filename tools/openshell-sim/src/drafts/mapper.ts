// The supervisor's mechanistic mapper (docs/openshell-0.0.md §d.1): one aggregated denial group becomes one proposed
// rule with a rule key, rationale, confidence and stage.
import { basename } from 'node:path';
import type { NetworkEndpoint } from '@portcullis/proto/generated/openshell/sandbox/v1/NetworkEndpoint';
import type { NetworkPolicyRule } from '../state/types.ts';

export type DenialStage = 'l4_deny' | 'l7_deny' | 'l7_audit' | 'ssrf';

export interface DenialGroup {
  host: string;
  port: number;
  binary: string;
  count: number;
  stage: DenialStage;
  /** Observed L7 requests as "METHOD path", in first-seen order. */
  samples: { method: string; path: string }[];
  firstSeenMs: number;
  lastSeenMs: number;
}

const WELL_KNOWN_SERVICES: Record<number, string> = {
  22: 'SSH',
  53: 'DNS',
  80: 'HTTP',
  443: 'HTTPS',
  8080: 'HTTP alternate',
  8443: 'HTTPS alternate',
  9418: 'Git',
};

/** Upstream `generated_rule_name`: dots and hyphens become underscores, anything else non-alphanumeric goes. */
export function ruleKey(host: string, port: number): string {
  return `allow_${host.replace(/[.-]/g, '_').replace(/[^\p{L}\p{N}_]/gu, '')}_${port}`;
}

/** Loopback, link-local and cloud metadata destinations never get a proposal. */
export function isUnproposable(host: string): boolean {
  const lower = host.toLowerCase();
  return (
    lower === 'localhost' ||
    lower.startsWith('127.') ||
    lower === '::1' ||
    lower.startsWith('169.254.') ||
    lower.startsWith('fe80:') ||
    lower === 'metadata.google.internal' ||
    lower === 'metadata'
  );
}

export function proposedRule(group: DenialGroup): NetworkPolicyRule {
  const endpoint: NetworkEndpoint = { host: group.host, port: group.port, ports: [group.port], advisor_proposed: true };
  if (group.samples.length > 0) {
    endpoint.protocol = 'rest';
    endpoint.enforcement = 'enforce';
    endpoint.rules = group.samples.map(({ method, path }) => ({ allow: { method, path } }));
  }
  return { name: ruleKey(group.host, group.port), endpoints: [endpoint], binaries: [{ path: group.binary }] };
}

export function rationale(group: DenialGroup): string {
  const service = WELL_KNOWN_SERVICES[group.port];
  const base = `Allow ${basename(group.binary)} to connect to ${group.host}:${group.port}${service ? ` (${service}).` : '.'}`;
  if (group.samples.length === 0) return base;
  return `${base} Observed requests: ${group.samples.map((s) => `${s.method} ${s.path}`).join(', ')}.`;
}

/** 0.5, +0.2 for ≥10 denials (else +0.1 for ≥3), +0.15 for a well-known port, −0.2 for SSRF; within 0.1–0.95. */
export function confidence(group: DenialGroup): number {
  let score = 0.5;
  if (group.count >= 10) score += 0.2;
  else if (group.count >= 3) score += 0.1;
  if (WELL_KNOWN_SERVICES[group.port]) score += 0.15;
  if (group.stage === 'ssrf') score -= 0.2;
  return Math.round(Math.min(0.95, Math.max(0.1, score)) * 100) / 100;
}
