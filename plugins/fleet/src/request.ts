import { templateBody } from '@portcullis/plugin-gateway-templates';
import { gatewayNameSchema, type LabelFilter, labelFilterSchema, sandboxNameSchema, workspaceSchema } from '@portcullis/plugin-gateways';
import { leaseBody } from '@portcullis/plugin-sandbox-leases';
import { SANDBOX_STATES, type SandboxState } from '@portcullis/plugin-sandboxes';
import { z } from 'zod';

// The body of POST /api/fleet/actions: an action with its parameters, which sandboxes it is for, and whether only
// to preview it. Every part of the selector narrows the set (AND); an absent part does not narrow it.

const MAX_SELECTOR_ENTRIES = 100;
/** Sandboxes picked one by one (the console's bulk selection): as many as one action may act on by default. */
const MAX_NAMED_SANDBOXES = 1000;
const at = (max: number) => ({ error: `at most ${max} entries` });

const labelList = labelFilterSchema.refine((filters) => filters.length <= MAX_SELECTOR_ENTRIES, at(MAX_SELECTOR_ENTRIES));

export const selectorSchema = z.object({
  gateways: z.array(gatewayNameSchema).max(MAX_SELECTOR_ENTRIES, at(MAX_SELECTOR_ENTRIES)).optional(),
  /** `key:value`, as the gateway list's `label` filter. */
  gateway_labels: labelList.optional(),
  /** `key:value` against the sandbox's labels. */
  sandbox_labels: labelList.optional(),
  states: z.array(z.enum(SANDBOX_STATES)).max(SANDBOX_STATES.length).optional(),
  /** Sandboxes by gateway and name (each in its gateway's default workspace). */
  sandboxes: z
    .array(z.object({ gateway: gatewayNameSchema, name: sandboxNameSchema }))
    .max(MAX_NAMED_SANDBOXES, at(MAX_NAMED_SANDBOXES))
    .optional(),
});

/** A sandbox the selector names: `gateway/name`. */
export type NamedSandbox = `${string}/${string}`;

export interface Selector {
  gateways: string[] | null;
  gatewayLabels: LabelFilter[];
  sandboxLabels: LabelFilter[];
  states: SandboxState[] | null;
  /** `gateway/name` of each sandbox named; null when the selector names none. */
  sandboxes: Set<NamedSandbox> | null;
}

export function selectorOf(input: z.output<typeof selectorSchema>): Selector {
  return {
    gateways: input.gateways ?? null,
    gatewayLabels: input.gateway_labels ?? [],
    sandboxLabels: input.sandbox_labels ?? [],
    states: input.states ?? null,
    sandboxes: input.sandboxes ? new Set(input.sandboxes.map((sandbox) => namedSandbox(sandbox.gateway, sandbox.name))) : null,
  };
}

export function namedSandbox(gateway: string, name: string): NamedSandbox {
  return `${gateway}/${name}`;
}

/** The selector as it was asked for (labels as `key:value`), for the audit log. */
export function selectorJson(selector: Selector): Record<string, string[]> {
  const label = (filter: LabelFilter) => `${filter.key}:${filter.value}`;
  return {
    ...(selector.gateways ? { gateways: selector.gateways } : {}),
    ...(selector.gatewayLabels.length ? { gateway_labels: selector.gatewayLabels.map(label) } : {}),
    ...(selector.sandboxLabels.length ? { sandbox_labels: selector.sandboxLabels.map(label) } : {}),
    ...(selector.states ? { states: selector.states } : {}),
    ...(selector.sandboxes ? { sandboxes: [...selector.sandboxes] } : {}),
  };
}

const presetParams = z.object({ preset: z.string().min(1).max(63) });
const pinParams = z.object({
  reason: z.string().trim().min(1, 'say why the policy is pinned').max(1000),
  expires_at: z.iso.datetime({ offset: true, error: 'an ISO 8601 timestamp' }).optional(),
});
const noParams = z.object({}).optional();
/** The template as POST /api/gateways/{gw}/templates takes it; `workspace` absent: each gateway's default one. */
const pushTemplateParams = z.object({ template: templateBody, workspace: workspaceSchema.optional() });

const common = { selector: selectorSchema, dry_run: z.boolean().optional() };

export const actionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('apply_preset'), params: presetParams, ...common }),
    z.object({ action: z.literal('remove_preset'), params: presetParams, ...common }),
    z.object({ action: z.literal('pin'), params: pinParams, ...common }),
    z.object({ action: z.literal('unpin'), params: noParams, ...common }),
    z.object({ action: z.literal('kill_switch_engage'), params: noParams, ...common }),
    z.object({ action: z.literal('kill_switch_resume'), params: noParams, ...common }),
    z.object({ action: z.literal('stop'), params: noParams, ...common }),
    z.object({ action: z.literal('start'), params: noParams, ...common }),
    z.object({ action: z.literal('delete'), params: noParams, ...common }),
    z.object({ action: z.literal('push_template'), params: pushTemplateParams, ...common }),
    z.object({ action: z.literal('set_lease'), params: leaseBody, ...common }),
  ],
  {
    error: 'must be one of apply_preset, remove_preset, pin, unpin, kill_switch_engage, kill_switch_resume, stop, start, delete, push_template, set_lease',
  },
);

export type ActionBody = z.output<typeof actionBody>;
export type ActionName = ActionBody['action'];
