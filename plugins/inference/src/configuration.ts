import type { AuditWriter, EventBus } from '@portcullis/core';
import type { GatewayApi, GatewayScope, InferenceRoute, InferenceRouteSet } from '@portcullis/plugin-gateways';
import { requireInferenceRoutes } from './available.ts';
import { notConfiguredProblem } from './not-configured.ts';
import { checkInferenceProvider } from './provider-check.ts';
import { type RouteName, routeJson } from './route-json.ts';
import type { PutBody } from './schemas.ts';

interface Deps {
  gateways: GatewayApi;
  audit: AuditWriter;
  events: EventBus;
  /** How long SetInferenceRoute may take, its provider probe included. */
  setDeadlineMs: number;
}

/** The inference routes of a gateway workspace: read, and set audited write-ahead with `inference.updated`. */
export class InferenceConfiguration {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** One route as stored; 404 INFERENCE_NOT_CONFIGURED until it has been set. */
  async get(scope: GatewayScope, route: RouteName, signal: AbortSignal): Promise<InferenceRoute> {
    await requireInferenceRoutes(this.deps.gateways, scope, signal);
    try {
      return await this.deps.gateways.inference.get(scope, route, { signal });
    } catch (error) {
      throw notConfiguredProblem(error, scope, route);
    }
  }

  /** Sets one route after checking that the gateway would take its provider; answers what the gateway stored. */
  async set(scope: GatewayScope, body: PutBody, signal: AbortSignal): Promise<InferenceRouteSet> {
    const { gateways } = this.deps;
    await requireInferenceRoutes(gateways, scope, signal);
    await checkInferenceProvider(gateways, scope, body.provider, signal);
    return this.deps.audit.effect(
      {
        action: 'inference.update',
        resourceType: 'inference_route',
        resourceId: body.route,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, provider: body.provider, model: body.model, timeout_secs: body.timeout_secs, verify: body.verify },
      },
      () =>
        gateways.inference.set(
          scope,
          { provider: body.provider, model: body.model, routeName: body.route, timeoutSecs: body.timeout_secs, verify: body.verify },
          this.deps.setDeadlineMs,
          { signal },
        ),
      {
        // What the gateway stored, which is what the route now is.
        outcome: (stored) => {
          const route = routeJson(stored, body.route);
          return { workspace: route.workspace, provider: route.provider, model: route.model, timeout_secs: route.timeout_secs, version: route.version };
        },
        // `inference.updated` commits with the outcome row.
        record: async (_em, stored) => {
          const route = routeJson(stored, body.route);
          this.deps.events.emit('inference.updated', {
            gateway: scope.gateway.name,
            workspace: route.workspace,
            route: route.route,
            provider: route.provider,
            model: route.model,
            timeout_secs: route.timeout_secs,
            version: route.version,
          });
        },
      },
    );
  }
}
