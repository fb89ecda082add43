// Sandbox CRUD and Start/Stop on the 0.1 line: named in a named workspace, listed a page at a time, created optionally
// from a stored workload template and with services exposed, deleted with a DeletionOutcome (docs/openshell-0.1.md §2,
// §3). The phase machine is the 0.0 line's.

import type { SandboxSpec } from '@portcullis/proto/generated/openshell/v1/SandboxSpec';
import type { CreateSandboxRequest__Output } from '@portcullis/proto/generated-0.1/openshell/v1/CreateSandboxRequest';
import { failedPreconditionBecause, invalidArgument, requireField } from '../../grpc/errors.ts';
import type { Gateway } from '../../state/gateway.ts';
import type { TemplateRecord } from '../../state/templates.ts';
import type { SandboxRecord } from '../../state/types.ts';
import { PHASE } from '../../state/types.ts';
import { parseLabelSelector } from '../../state/validation.ts';
import type { CallContext01 } from '../context.ts';
import { to00 } from '../convert.ts';
import { sandboxTo01 } from '../objects.ts';
import { requireProfilesOfProviders } from '../profile-errors.ts';
import { validateServiceExposures } from '../service-exposures.ts';
import { serviceUrl } from '../service-urls.ts';
import { DELETION } from './deletion.ts';
import type { Handlers01 } from './types.ts';

/** The sandbox a request names, in the workspace its selector names (NOT_FOUND for an unknown workspace or name). */
export function sandboxOf(ctx: CallContext01, name: string, field = 'sandbox'): SandboxRecord {
  const workspace = ctx.gateway.workspaces.require(ctx.workspace());
  return ctx.gateway.sandboxes.requireByName(workspace, requireField(name, field));
}

function matchesSelector(record: SandboxRecord, selector: Record<string, string>): boolean {
  return Object.entries(selector).every(([key, value]) => record.labels[key] === value);
}

/** A stored template fills what the spec leaves out: image, environment, GPU, driver config. */
function applyTemplate(spec: SandboxSpec, template: TemplateRecord): SandboxSpec {
  const workload = template.spec.workload;
  const driverConfig = template.spec.driver_config;
  return {
    ...spec,
    environment: { ...(workload?.environment ?? {}), ...spec.environment },
    template: {
      ...spec.template,
      image: spec.template?.image || workload?.image || '',
      ...(!spec.template?.driver_config && driverConfig ? { driver_config: structuredClone(driverConfig) as never } : {}),
    },
    ...(!spec.resource_requirements?.gpu && workload?.resources?.gpu
      ? { resource_requirements: { gpu: structuredClone(workload.resources.gpu) as never } }
      : {}),
  };
}

function templateOf(gateway: Gateway, workspace: string, name: string): TemplateRecord | undefined {
  if (!name) return undefined;
  const template = gateway.templates.find(workspace, name);
  if (!template) throw failedPreconditionBecause('SANDBOX_TEMPLATE_NOT_FOUND', `sandbox template '${name}' not found in workspace '${workspace}'`);
  return template;
}

function createSandbox(request: CreateSandboxRequest__Output, ctx: CallContext01) {
  const { gateway } = ctx;
  const workspace = gateway.workspaces.require(ctx.workspace());
  if (!request.spec && !request.workload_template) throw invalidArgument('spec is required');
  const template = templateOf(gateway, workspace, request.workload_template);
  let spec = to00<SandboxSpec>('openshell.v1.SandboxSpec', request.spec ?? {}, 'spec');
  if (template) spec = applyTemplate(spec, template);
  validateServiceExposures(request.service_exposures);
  requireProfilesOfProviders(gateway, workspace, spec.providers ?? []);
  const record = gateway.createSandbox({
    name: request.name,
    workspace,
    spec,
    labels: request.labels,
    annotations: request.annotations,
    ...(template ? { template: { name: template.name, resourceVersion: String(template.resourceVersion) } } : {}),
  });
  const services = request.service_exposures.map((exposure) =>
    gateway.services.expose(record, {
      name: exposure.service,
      targetPort: exposure.target_port,
      domain: false,
      authorizationMode: String(exposure.authorization_mode),
    }),
  );
  return {
    sandbox: sandboxTo01(gateway, record),
    service_urls: Object.fromEntries(services.map((service) => [service.name, serviceUrl(gateway, service)])),
  };
}

export function sandboxHandlers01(): Handlers01<'CreateSandbox' | 'GetSandbox' | 'ListSandboxes' | 'DeleteSandbox' | 'StartSandbox' | 'StopSandbox'> {
  return {
    CreateSandbox: createSandbox,
    GetSandbox: (request, ctx) => ({ sandbox: sandboxTo01(ctx.gateway, sandboxOf(ctx, request.name, 'name')), service_urls: {} }),
    ListSandboxes: (request, ctx) => {
      const { gateway, scope } = ctx;
      const selector = parseLabelSelector(request.label_selector);
      const workspace = scope.kind === 'workspace' ? gateway.workspaces.require(scope.workspace) : undefined;
      const matching = gateway.sandboxes.all().filter((s) => (workspace === undefined || s.workspace === workspace) && matchesSelector(s, selector));
      const page = ctx.pages.page('ListSandboxes', [workspace ?? '*', request.label_selector], request, matching, (s) => [
        s.createdAtMs,
        s.name,
        s.workspace,
        s.id,
      ]);
      return { sandboxes: page.items.map((record) => sandboxTo01(gateway, record)), next_page_token: page.next_page_token };
    },
    DeleteSandbox: (request, ctx) => {
      const workspace = ctx.gateway.workspaces.require(ctx.workspace());
      const record = ctx.gateway.sandboxes.findByName(workspace, requireField(request.name, 'name'));
      if (!record) return DELETION.missing(request.allow_missing, 'sandbox not found', { sandbox_id: '' });
      // deleting is asynchronous: the record lingers in DELETING (docs/openshell-0.0.md §g.3), so the outcome is
      // ACCEPTED
      if (record.phase !== PHASE.DELETING) ctx.gateway.lifecycle.delete(record);
      return { outcome: DELETION.ACCEPTED, sandbox_id: record.id };
    },
    StopSandbox: async (request, ctx) => {
      const record = sandboxOf(ctx, request.name, 'name');
      await ctx.gateway.lifecycle.stop(record);
      return { sandbox: sandboxTo01(ctx.gateway, record), service_urls: {} };
    },
    StartSandbox: (request, ctx) => {
      const record = sandboxOf(ctx, request.name, 'name');
      ctx.gateway.lifecycle.start(record);
      return { sandbox: sandboxTo01(ctx.gateway, record), service_urls: {} };
    },
  };
}
