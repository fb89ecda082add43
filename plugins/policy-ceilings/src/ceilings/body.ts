import { type NetworkRule, policyDocumentSchema } from '@portcullis/plugin-policies';
import { z } from 'zod';
import { parsePrivateRange } from '../containment/reach.ts';
import { selectorSchema } from './selector.ts';

// The body of PUT .../policy-ceiling: a policy document (JSON, or YAML) validated as any policy is, of which
// `network_policies` counts (other sections are accepted and ignored: a ceiling bounds network access), plus
// `sandbox_selector`. A ceiling is an allow-list the checker must read exactly, so fields that narrow in ways it
// does not model are refused here, naming the field, rather than silently read wider or narrower.

const MODELLED_PROTOCOLS = new Set(['', 'tcp', 'rest', 'websocket']);
const MODELLED_L7 = new Set(['method', 'path']);

export interface CeilingBody {
  selector: string;
  networkPolicies: Record<string, NetworkRule>;
}

type Issue = { path: Array<string | number>; message: string };

function restrictions(rules: Record<string, NetworkRule>): Issue[] {
  const issues: Issue[] = [];
  for (const [key, rule] of Object.entries(rules)) {
    rule.endpoints.forEach((endpoint, index) => {
      const at = (...path: Array<string | number>) => ['network_policies', key, 'endpoints', index, ...path];
      if (endpoint.deny_rules)
        issues.push({
          path: at('deny_rules'),
          message: 'a ceiling lists what may be allowed: deny rules are not supported (leave those requests out of its rules)',
        });
      if (endpoint.path) issues.push({ path: at('path'), message: 'endpoint path selectors are not supported in a ceiling: bound paths with rules' });
      if (!MODELLED_PROTOCOLS.has(endpoint.protocol ?? '')) {
        issues.push({
          path: at('protocol'),
          message: `a ceiling bounds L7 traffic by method and path: protocol ${endpoint.protocol} is not supported (use rest or websocket, or no protocol to allow any traffic to the endpoint)`,
        });
      }
      (endpoint.rules ?? []).forEach((l7, ruleIndex) => {
        for (const field of Object.keys(l7.allow).filter((name) => !MODELLED_L7.has(name))) {
          issues.push({ path: at('rules', ruleIndex, 'allow', field), message: "a ceiling's L7 rules are a method and a path" });
        }
      });
      (endpoint.allowed_ips ?? []).forEach((range, rangeIndex) => {
        if (!parsePrivateRange(range)) issues.push({ path: at('allowed_ips', rangeIndex), message: 'not an IP address or CIDR range' });
      });
    });
  }
  return issues;
}

export const ceilingBody = z
  .record(z.string(), z.unknown(), { error: 'must be a policy document (an object)' })
  .meta({ description: 'A policy document (JSON or YAML) of which network_policies counts, plus optional sandbox_selector ("key:value,...").' })
  .transform((body, ctx): CeilingBody => {
    const { sandbox_selector: rawSelector, ...document } = body;
    const issues: Issue[] = [];
    const selector = selectorSchema.optional().safeParse(rawSelector);
    if (!selector.success) issues.push(...selector.error.issues.map((issue) => ({ path: ['sandbox_selector'], message: issue.message })));
    const parsed = policyDocumentSchema.safeParse(document);
    if (!parsed.success)
      issues.push(
        ...parsed.error.issues.map((issue) => ({ path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)), message: issue.message })),
      );
    else if (!parsed.data.network_policies)
      issues.push({ path: ['network_policies'], message: 'a ceiling needs network_policies (an empty map allows no network access at all)' });
    else issues.push(...restrictions(parsed.data.network_policies));
    for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    if (issues.length > 0) return z.NEVER;
    return { selector: selector.data ?? '', networkPolicies: parsed.data!.network_policies! };
  });
