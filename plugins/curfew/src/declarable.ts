import { currentContext, type DeclarableKind, type DeclaredFields, problems } from '@portcullis/core';
import { type GatewayRegistry, gatewayNameSchema } from '@portcullis/plugin-gateways';
import type { z } from 'zod';
import type { CurfewEntity } from './entity.ts';
import { type CurfewBody, curfewBody } from './json.ts';
import type { CurfewStore } from './store.ts';

function declaredOf(curfew: CurfewEntity): CurfewBody {
  return { enabled: curfew.enabled, start_minute: curfew.startMinute, end_minute: curfew.endMinute, timezone: curfew.timeZone };
}

// The API has no way to remove a curfew (only to switch it off), so neither has a document.
const NOT_REMOVED = 'a curfew is switched off with enabled: false, never removed';

/**
 * Curfews as a fleet document declares them (core's `declarableKinds`), by gateway name: set through the same
 * store method as PUT /api/gateways/{gw}/curfew, with its audit row. Applied after the gateways.
 */
export function curfewsKind(deps: { store: CurfewStore; registry: GatewayRegistry }): DeclarableKind {
  return {
    kind: 'curfews',
    description: "Curfews by gateway name: a daily window in an IANA time zone during which every sandbox's kill switch is engaged.",
    order: 20,
    name: gatewayNameSchema,
    fields: curfewBody as unknown as z.ZodType<DeclaredFields>,
    secretFields: {},
    access: (name) => ({ role: 'admin', gateway: name }),
    async read() {
      return Object.fromEntries((await deps.store.all()).map((curfew) => [curfew.gateway, declaredOf(curfew)]));
    },
    async refusal(change) {
      return change.action === 'delete' ? NOT_REMOVED : null;
    },
    async apply(change) {
      if (change.action === 'delete') throw problems.conflict('CURFEW_NOT_REMOVABLE', NOT_REMOVED);
      await deps.registry.require(change.name);
      await deps.store.put(change.name, change.desired as CurfewBody, currentContext()?.actor?.name ?? 'system');
    },
  };
}
