import { accepted, anyJson, download, HANDLED, type PluginApi, problems, type RouteRequest, startsOperation } from '@portcullis/core';
import { z } from 'zod';
import { applyChanges } from './apply.ts';
import type { FleetDocument } from './document.ts';
import { driftedObjectSchema } from './drift.ts';
import type { Plan } from './plan.ts';
import { planSchema } from './plan.ts';
import { fleetConfigRef } from './refs.ts';
import { resolveSecrets } from './secrets.ts';

const TAGS = ['fleet-config'];

const booleanText = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');
const planQuery = z.object({ prune: booleanText.default(false) });
const applyQuery = planQuery.extend({
  plan_hash: z.string({ error: 'is required: the plan_hash of POST /api/config/plan' }).regex(/^[0-9a-f]{64}$/, { error: 'must be a plan_hash' }),
});

const DOCUMENT =
  'The body is a fleet document (YAML with Content-Type: application/yaml, or JSON): `version: 1`, one section per declarable kind (`gateways`: objects by stable name), and `secrets` holding references only (`{env: NAME}` or `{file: path}`). Its JSON Schema is docs/fleet-document.schema.json.';

type DocumentRequest = RouteRequest<unknown, { prune: boolean }, unknown>;

async function planFor(request: DocumentRequest): Promise<{ document: FleetDocument; plan: Plan }> {
  const fleet = request.resolve(fleetConfigRef);
  const document = fleet.parse(request.body);
  const actor = request.actor!;
  const plan = await fleet.plan(document, request.query.prune, (gateway) => request.resolve('access').effectiveRole(actor, gateway));
  return { document, plan };
}

export function fleetConfigRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'POST',
    path: '/api/config/plan',
    access: 'operator',
    tags: TAGS,
    summary: 'What applying a fleet document would do, per object: create, change (field by field), unchanged, delete (with ?prune=true) or kept.',
    description: `${DOCUMENT} Read-only. An object whose change the caller's role (per gateway) or its owner's rules would refuse carries the reason in \`refusal\`. \`plan_hash\` digests the live state the plan was computed against with the document: POST /api/config/apply takes it.`,
    query: planQuery,
    bodyTypes: ['json', 'yaml'],
    body: anyJson,
    response: planSchema,
    handler: async (request) => (await planFor(request)).plan.json,
  });

  api.route({
    method: 'POST',
    path: '/api/config/apply',
    access: 'admin',
    tags: TAGS,
    summary: 'Apply a fleet document as one operation (`config.apply`) with per-object outcomes.',
    description: `${DOCUMENT} \`?plan_hash=\` is the hash of the plan being applied: 409 PLAN_STALE when the live state (or the document, or prune) is no longer what it was planned against, 409 PLAN_REFUSED when an object of the plan is refused (its reason in \`objects\`). Every change goes through the plugin owning the object, with its own audit row naming the operation and its usual event; the operation's result lists each object's outcome. Applying the same document again changes nothing. Secrets are read from their references now; 400 when one cannot be read.`,
    query: applyQuery,
    bodyTypes: ['json', 'yaml'],
    body: anyJson,
    ...startsOperation,
    handler: async (request) => {
      const { document, plan } = await planFor(request);
      if (plan.json.plan_hash !== request.query.plan_hash)
        throw problems.conflict('PLAN_STALE', 'The live state or the document changed since this plan: plan again and review it.', {
          plan_hash: plan.json.plan_hash,
        });
      const refused = plan.json.objects.filter((object) => object.refusal);
      if (refused.length > 0) throw problems.conflict('PLAN_REFUSED', `${refused.length} object(s) of the plan would be refused.`, { objects: refused });
      const secrets = await resolveSecrets(
        document.secrets,
        plan.changes.filter(({ change }) => change.action === 'create').map(({ kind, change }) => ({ kind, name: change.name })),
      );
      const fleet = request.resolve(fleetConfigRef);
      const appliedBy = request.actor?.name ?? 'system';
      const { operation } = await request.resolve('operations').startOnce(undefined, async () => ({
        prepared: await request.resolve('database').transaction(async (em) => {
          const prepared = await request.resolve('operations').prepare(em, { type: 'config.apply', message: `Applying ${plan.changes.length} change(s)` });
          await request.resolve('audit').append(em, {
            action: 'config.apply',
            resourceType: 'fleet_config',
            resourceId: prepared.id,
            detail: { operation_id: prepared.id, plan_hash: plan.json.plan_hash, prune: plan.json.prune, summary: plan.json.summary },
          });
          return prepared;
        }),
        work: async (handle) => {
          const total = Math.max(1, plan.changes.length);
          const result = await applyChanges(
            plan.changes,
            secrets,
            (done, outcome) => handle.progress((done / total) * 100, `${outcome.kind} ${outcome.name}: ${outcome.action} ${outcome.outcome}`),
            request.resolve('logger'),
          );
          await fleet.recordApplied(document, plan.json.prune, appliedBy, result.summary);
          return result;
        },
      }));
      return accepted(operation);
    },
  });

  api.route({
    method: 'GET',
    path: '/api/config/drift',
    access: 'operator',
    tags: TAGS,
    summary: 'Where the live state left the last applied fleet document: per object changed (field by field), missing, or extra (kinds applied with prune).',
    response: z.object({
      applied_at: z.string().nullable(),
      applied_by: z.string().nullable(),
      drifted: z.boolean(),
      objects: z.array(driftedObjectSchema),
    }),
    handler: (request) => request.resolve(fleetConfigRef).drift(),
  });

  api.route({
    method: 'GET',
    path: '/api/config/export',
    access: 'admin',
    tags: TAGS,
    summary: 'The live state as a fleet document (YAML); secrets are never written: add their references under `secrets`.',
    ...download('application/yaml'),
    handler: async (request) => {
      request.ctx.type = 'application/yaml';
      request.ctx.body = await request.resolve(fleetConfigRef).export();
      request.ctx.set('Content-Disposition', 'attachment; filename="fleet.yaml"');
      return HANDLED;
    },
  });
}
