import { type Labels, labelsSchema, matchesLabels } from './labels.ts';
import { gatewayNameSchema } from './names.ts';

// Label rules (budget rules, preset rules) address sandboxes by two label selectors instead of by name: the labels
// their gateway must have and the labels the sandbox itself must have. Every pair of a selector must match; an
// empty selector selects everything. Rule names follow the gateway name rule, so they read well in paths and
// documents alike.

export const labelRuleNameSchema: typeof gatewayNameSchema = gatewayNameSchema;

/** The selector fields of a rule's request body. */
export const labelRuleSelectorsShape: { gateways: typeof labelsSchema; sandboxes: typeof labelsSchema } = {
  gateways: labelsSchema,
  sandboxes: labelsSchema,
};

export interface LabelRuleSelectors {
  gateways: Labels;
  sandboxes: Labels;
}

function pairsOf(selector: Labels) {
  return Object.entries(selector).map(([key, value]) => ({ key, value }));
}

/** Whether the rule selects a gateway with these labels (before its sandboxes are looked at). */
export function ruleSelectsGateway(rule: LabelRuleSelectors, gatewayLabels: Labels): boolean {
  return matchesLabels(gatewayLabels, pairsOf(rule.gateways));
}

/** Whether the rule selects a sandbox with `sandboxLabels` on a gateway with `gatewayLabels`. */
export function ruleSelects(rule: LabelRuleSelectors, gatewayLabels: Labels, sandboxLabels: Labels): boolean {
  return ruleSelectsGateway(rule, gatewayLabels) && matchesLabels(sandboxLabels, pairsOf(rule.sandboxes));
}
