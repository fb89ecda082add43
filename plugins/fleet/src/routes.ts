import { accepted, type OperationRecord, operationAcceptedSchema, type PluginApi, problems, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import { ACTION_PLUGIN, bindAction } from './actions/index.ts';
import type { FleetConfig } from './config.ts';
import { fleetIdempotencyOf } from './idempotency-key.ts';
import { type ActionBody, actionBody, selectorJson, selectorOf } from './request.ts';
import { type FleetRun, previewFleetAction, runFleetAction } from './run.ts';

const targetSchema = z.object({
  gateway: z.string(),
  sandbox: z.string().nullable(),
  outcome: z.enum(['would_run', 'done', 'skipped', 'failed']),
  reason: z.string().nullable(),
  code: z.string().nullable(),
});

const DESCRIPTION = [
  "Selector parts are AND-combined: `gateways` (names), `gateway_labels` and `sandbox_labels` (`key:value`, as the gateway list filter), `states`, `sandboxes` (`{gateway, name}` each, as GET /api/sandboxes lists them: only those gateways are asked, and a named sandbox its gateway does not have is an entry `skipped` with code SANDBOX_NOT_FOUND); an absent part selects everything. Each gateway's sandboxes are those of its default workspace.",
  'Each target needs the operator role on its gateway (per-gateway roles included): others are skipped and listed. Gateways the caller has no role on are neither selected nor listed (named in `gateways`, they answer as unknown ones: `GATEWAY_NOT_FOUND`). Gateways that do not answer within SERVICE_FLEET_GATEWAY_TIMEOUT_SECONDS are entries `failed`.',
  "`dry_run: true` answers 200 `{targets}` with `would_run` or `skipped` per target and changes nothing. Otherwise 202 with a cancellable operation (`fleet.action`): each outcome (`done`, `skipped`, `failed` with the problem's code) is a step of its stream as it happens, and its result lists them all with a summary. Targets already as the action would leave them are skipped, so a re-run changes nothing.",
  '`Idempotency-Key` (a real run): the same key and body within 24 h give the same operation, however many requests carry it at once; another body is 409 IDEMPOTENCY_KEY_REUSED. A dry run ignores it.',
  '`push_template` (`params`: `template` as POST /api/gateways/{gw}/templates takes it, `workspace` optional) acts on each selected gateway instead of its sandboxes (`sandbox` null; `sandbox_labels` and `states` are refused): it needs the admin role there, skips a gateway that has a template of that name, and skips one whose line stores no templates with code GATEWAY_CAPABILITY_UNAVAILABLE naming the capability.',
  "`set_lease` (`params` as PUT /api/gateways/{gw}/sandboxes/{name}/lease takes them: `ttl_seconds` or `expires_at`, `action`) sets the same lease on each selected sandbox, counted from when it is set; a sandbox whose gateway allows no lease that long is skipped, naming the gateway's max_ttl_seconds.",
  'Every effect goes through the owning plugin (sandboxes, policies, kill-switch, gateway-templates, sandbox-leases) with its own audit row naming the operation (`detail.operation_id`) and its usual event. Actions of a plugin that is not enabled are refused (400).',
].join('\n\n');

/** Refuses what no target could ever do: an action whose plugin is off, an unknown preset, a pin or lease expiring in the past. */
function checkAction(request: RouteRequest<unknown, unknown, ActionBody>, isEnabled: (plugin: string) => boolean): void {
  const body = request.body;
  const plugin = ACTION_PLUGIN[body.action];
  if (plugin && !isEnabled(plugin))
    throw problems.validation([{ path: 'body.action', message: `${body.action} needs the ${plugin} plugin, which is not enabled` }]);
  if (body.action === 'apply_preset' || body.action === 'remove_preset') request.resolve('policyPresets').require(body.params.preset);
  if (bindsGateways(body) && (body.selector.sandbox_labels || body.selector.states || body.selector.sandboxes))
    throw problems.validation([{ path: 'body.selector', message: `${body.action} acts on gateways: sandbox_labels, states and sandboxes select nothing` }]);
  const expiresAt = body.action === 'pin' || body.action === 'set_lease' ? body.params.expires_at : undefined;
  if (expiresAt && new Date(expiresAt).getTime() <= request.resolve('clock').now()) {
    throw problems.validation([{ path: 'body.params.expires_at', message: 'must be in the future' }]);
  }
}

function bindsGateways(body: ActionBody): boolean {
  return body.action === 'push_template';
}

/** The parameters as audited: a pushed template's environment by its names only, never its values. */
function auditedParams(body: ActionBody): Record<string, unknown> {
  if (body.action !== 'push_template') return body.params ?? {};
  const { environment, ...template } = body.params.template;
  return { ...body.params, template: { ...template, environment_keys: Object.keys(environment).sort() } };
}

/** The run's operation (pending) and its audit row commit together: a run on record is a run that was asked for once. */
function recordRun(request: RouteRequest<unknown, unknown, ActionBody>, run: FleetRun, body: ActionBody): Promise<OperationRecord> {
  return request.resolve('database').transaction(async (em) => {
    const operation = await request.resolve('operations').prepare(em, {
      type: 'fleet.action',
      resource: body.action,
      message: `Fleet action ${body.action}: selecting targets`,
      cancellable: true,
    });
    await request.resolve('audit').append(em, {
      action: 'fleet.action',
      resourceType: 'fleet_operation',
      resourceId: operation.id,
      detail: { operation_id: operation.id, action: body.action, params: auditedParams(body), selector: selectorJson(run.selector) },
    });
    return operation;
  });
}

export function fleetRoutes(api: PluginApi<FleetConfig>): void {
  const config = api.config;
  api.route({
    method: 'POST',
    path: '/api/fleet/actions',
    access: 'authenticated',
    tags: ['fleet'],
    summary: 'One action on every sandbox (or, for push_template, every gateway) a selector finds: a dry run (200), or an operation (202).',
    description: DESCRIPTION,
    body: actionBody,
    status: [200, 202],
    problems: [404, 422],
    response: z.union([z.object({ targets: z.array(targetSchema) }), operationAcceptedSchema]),
    responseHeaders: { Location: 'With 202: where to poll the operation (`/api/operations/{id}`).' },
    handler: async (request) => {
      checkAction(request, api.isEnabled);
      const body = request.body;
      const actor = request.actor!;
      const run: FleetRun = {
        action: body.action,
        selector: selectorOf(body.selector),
        resolve: request.resolve,
        actor,
        config,
        bound: bindAction(body, { resolve: request.resolve, actor }),
      };
      if (body.dry_run) return { targets: await previewFleetAction(run, request.signal) };
      // With an Idempotency-Key, one request of all that carry it (retries, parallel ones) starts the run; the
      // others get its operation, and another body is 409 IDEMPOTENCY_KEY_REUSED.
      const { operation } = await request.resolve('operations').startOnce(fleetIdempotencyOf(request, body), async () => ({
        prepared: await recordRun(request, run, body),
        work: (handle) => runFleetAction(run, handle),
      }));
      return accepted(operation);
    },
  });
}
