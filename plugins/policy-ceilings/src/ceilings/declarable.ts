import { currentContext, type DeclarableKind, type DeclaredFields } from '@portcullis/core';
import { type GatewayRegistry, gatewayNameSchema } from '@portcullis/plugin-gateways';
import type { NetworkRule } from '@portcullis/plugin-policies';
import { z } from 'zod';
import { ceilingBody } from './body.ts';
import { SELECTOR_MAX, selectorSchema } from './selector.ts';
import type { CeilingStore } from './store.ts';

/** `<gateway>` for the gateway-wide ceiling, `<gateway>/<selector>` for the ceiling of sandboxes matching the selector. */
function nameOf(gateway: string, selector: string): string {
  return selector ? `${gateway}/${selector}` : gateway;
}

function partsOf(name: string): { gateway: string; selector: string } {
  const slash = name.indexOf('/');
  return slash < 0 ? { gateway: name, selector: '' } : { gateway: name.slice(0, slash), selector: name.slice(slash + 1) };
}

// Names must already be canonical (pairs sorted by key), so one ceiling has one name and a plan never sees two.
const ceilingName = z
  .string({ error: 'must be a string' })
  .max(253 + 1 + SELECTOR_MAX)
  .superRefine((name, ctx) => {
    const { gateway, selector } = partsOf(name);
    if (!gatewayNameSchema.safeParse(gateway).success) ctx.addIssue({ code: 'custom', message: 'must be <gateway> or <gateway>/<key:value,...>' });
    const canonical = selectorSchema.safeParse(selector);
    if (!canonical.success) ctx.addIssue({ code: 'custom', message: `sandbox selector: ${canonical.error.issues[0]?.message}` });
    else if (canonical.data !== selector) ctx.addIssue({ code: 'custom', message: `write the sandbox selector as ${canonical.data}` });
  });

/** The PUT body without `sandbox_selector` (the name holds it): a policy document of which network_policies counts. */
const declaredCeiling = ceilingBody
  .refine((body) => body.selector === '', { error: 'the sandbox selector is part of the name: <gateway>/<key:value,...>' })
  .transform((body) => ({ network_policies: body.networkPolicies }));

/**
 * Policy ceilings as a fleet document declares them (core's `declarableKinds`): named `<gateway>` or
 * `<gateway>/<selector>`, set and removed through the same store methods as PUT and DELETE
 * /api/gateways/{gw}/policy-ceiling, with their audit rows and `policy.ceiling_updated`. Applied after the gateways.
 */
export function policyCeilingsKind(deps: { store: CeilingStore; registry: GatewayRegistry }): DeclarableKind {
  return {
    kind: 'policy_ceilings',
    description:
      'Policy ceilings by <gateway> (every sandbox of it) or <gateway>/<key:value,...> (its sandboxes with those labels): the most network access policies may give them.',
    order: 30,
    name: ceilingName,
    fields: declaredCeiling as unknown as z.ZodType<DeclaredFields>,
    secretFields: {},
    access: (name) => ({ role: 'admin', gateway: partsOf(name).gateway }),
    async read() {
      const declared: Record<string, DeclaredFields> = {};
      for (const gateway of await deps.store.gateways()) {
        for (const ceiling of await deps.store.ofGateway(gateway)) declared[nameOf(gateway, ceiling.selector)] = { network_policies: ceiling.networkPolicies };
      }
      return declared;
    },
    async apply(change) {
      const { gateway, selector } = partsOf(change.name);
      if (change.action === 'delete') {
        await deps.store.remove(gateway, selector);
        return;
      }
      await deps.registry.require(gateway);
      const networkPolicies = (change.desired as { network_policies: Record<string, NetworkRule> }).network_policies;
      await deps.store.put(gateway, selector, networkPolicies, currentContext()?.actor?.name ?? 'system');
    },
  };
}
