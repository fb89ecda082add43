import type { InferenceRoute } from '@portcullis/plugin-gateways';
import { z } from 'zod';

// An inference route as REST clients see it. The spec's field names (`provider`, `model`, `timeout_secs`) stand
// for the gateway's `provider_name`, `model_id`, `timeout_secs`.

/** What a stored `timeout_secs` of 0 means on the gateway (docs/openshell-0.0.md §b.9). */
export const GATEWAY_DEFAULT_TIMEOUT_SECS = 60;
export const MAX_TIMEOUT_SECS = 3600;

/** The user-facing route (also what an empty route name means upstream) and the sandbox-system route. */
export const ROUTE_NAMES = ['inference.local', 'sandbox-system'] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];
export const DEFAULT_ROUTE: RouteName = 'inference.local';

export const routeJsonSchema = z.object({
  route: z.string(),
  provider: z.string(),
  model: z.string(),
  /** As stored: 0 means the gateway default. */
  timeout_secs: z.number().int(),
  /** What the gateway applies: `timeout_secs`, or 60 when that is 0. */
  effective_timeout_secs: z.number().int(),
  /** Goes up by one on every update. */
  version: z.number().int(),
  workspace: z.string(),
});

export type RouteJson = z.output<typeof routeJsonSchema>;

export const setResultSchema = routeJsonSchema.extend({
  /** Whether the gateway probed the provider's endpoint before storing the route. */
  validation_performed: z.boolean(),
  validated_endpoints: z.array(z.object({ url: z.string(), protocol: z.string() })),
});

export function routeJson(route: InferenceRoute, requested: RouteName): RouteJson {
  return {
    route: route.routeName || requested,
    provider: route.provider,
    model: route.model,
    timeout_secs: route.timeoutSecs,
    effective_timeout_secs: route.timeoutSecs === 0 ? GATEWAY_DEFAULT_TIMEOUT_SECS : route.timeoutSecs,
    version: route.version,
    workspace: route.workspace,
  };
}
