// Stored workload templates and exposed services on the 0.1 line (docs/openshell-0.1.md §2.14): named per workspace
// (templates) or per sandbox (services), listed a page at a time, deleted with a DeletionOutcome.
import type { SandboxWorkloadTemplate } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxWorkloadTemplate';
import type { ServiceEndpointResponse } from '@portcullis/proto/generated-0.1/openshell/v1/ServiceEndpointResponse';
import { invalidField, notFound, requireField } from '../../grpc/errors.ts';
import type { Gateway } from '../../state/gateway.ts';
import type { ServiceRecord } from '../../state/services.ts';
import type { TemplateRecord } from '../../state/templates.ts';
import { parseLabelSelector } from '../../state/validation.ts';
import type { CallContext01 } from '../context.ts';
import { objectMeta01 } from '../objects.ts';
import { objectKey } from '../paging.ts';
import { allWorkspacesUnsupported, validateWorkspaceName } from '../selector.ts';
import { validateServiceName, validateTargetPort } from '../service-exposures.ts';
import { serviceUrl } from '../service-urls.ts';
import { DELETION } from './deletion.ts';
import { sandboxOf } from './sandboxes.ts';
import type { Handlers01 } from './types.ts';

function templateTo01(record: TemplateRecord): SandboxWorkloadTemplate {
  return { metadata: objectMeta01(record), spec: structuredClone(record.spec) };
}

function serviceTo01(gateway: Gateway, record: ServiceRecord): ServiceEndpointResponse {
  return {
    endpoint: {
      metadata: objectMeta01(record),
      sandbox_id: record.sandboxId,
      sandbox: record.sandbox,
      name: record.name,
      target_port: record.targetPort,
      domain: record.domain,
      authorization_mode: record.authorizationMode as never,
    },
    url: serviceUrl(gateway, record),
  };
}

function workspaceOf(ctx: CallContext01): string {
  return ctx.gateway.workspaces.require(ctx.workspace());
}

const serviceLabel = (name: string, sandbox: string) =>
  name ? `service '${name}' not found in sandbox '${sandbox}'` : `unnamed service not found in sandbox '${sandbox}'`;

export function templateHandlers01(): Handlers01<'CreateSandboxTemplate' | 'GetSandboxTemplate' | 'ListSandboxTemplates' | 'DeleteSandboxTemplate'> {
  return {
    CreateSandboxTemplate: (request, ctx) => {
      const template = request.template;
      if (!template) throw invalidField('template', 'template is required');
      const name = validateWorkspaceName(requireField(template.metadata?.name, 'template.metadata.name'), 'template.metadata.name');
      const record = ctx.gateway.templates.create({
        name,
        workspace: workspaceOf(ctx),
        labels: template.metadata?.labels ?? {},
        annotations: template.metadata?.annotations ?? {},
        spec: template.spec ?? {},
      });
      return { template: templateTo01(record) };
    },
    GetSandboxTemplate: (request, ctx) => ({ template: templateTo01(ctx.gateway.templates.require(workspaceOf(ctx), requireField(request.name, 'name'))) }),
    ListSandboxTemplates: (request, ctx) => {
      const workspace = ctx.scope.kind === 'workspace' ? workspaceOf(ctx) : undefined;
      const selector = parseLabelSelector(request.label_selector);
      const matching = ctx.gateway.templates.list(workspace).filter((t) => Object.entries(selector).every(([k, v]) => t.labels[k] === v));
      const page = ctx.pages.page('ListSandboxTemplates', [workspace ?? '*', request.label_selector], request, matching, objectKey);
      return { templates: page.items.map(templateTo01), next_page_token: page.next_page_token };
    },
    DeleteSandboxTemplate: (request, ctx) => {
      const name = requireField(request.name, 'name');
      if (!ctx.gateway.templates.delete(workspaceOf(ctx), name)) return DELETION.missing(request.allow_missing, `sandbox template '${name}' not found`);
      return { outcome: DELETION.COMPLETED };
    },
  };
}

export function serviceHandlers01(): Handlers01<'ExposeService' | 'GetService' | 'ListServices' | 'DeleteService'> {
  return {
    ExposeService: (request, ctx) => {
      const sandbox = sandboxOf(ctx, request.sandbox);
      validateServiceName(request.name, 'name');
      validateTargetPort(request.target_port, 'target_port');
      const record = ctx.gateway.services.expose(sandbox, {
        name: request.name,
        targetPort: request.target_port,
        domain: request.domain,
        authorizationMode: String(request.authorization_mode),
      });
      return serviceTo01(ctx.gateway, record);
    },
    GetService: (request, ctx) => {
      const sandbox = sandboxOf(ctx, request.sandbox);
      const record = ctx.gateway.services.find(sandbox.id, request.name);
      if (!record) throw notFound(serviceLabel(request.name, sandbox.name));
      return serviceTo01(ctx.gateway, record);
    },
    ListServices: (request, ctx) => {
      if (ctx.scope.kind === 'all' && request.sandbox) throw allWorkspacesUnsupported();
      const workspace = ctx.scope.kind === 'workspace' ? workspaceOf(ctx) : undefined;
      const sandboxId = request.sandbox ? sandboxOf(ctx, request.sandbox).id : undefined;
      const records = ctx.gateway.services.list({ ...(workspace ? { workspace } : {}), ...(sandboxId ? { sandboxId } : {}) });
      const page = ctx.pages.page('ListServices', [workspace ?? '*', request.sandbox], request, records, objectKey);
      return { services: page.items.map((record) => serviceTo01(ctx.gateway, record)), next_page_token: page.next_page_token };
    },
    DeleteService: (request, ctx) => {
      const sandbox = sandboxOf(ctx, request.sandbox);
      if (!ctx.gateway.services.delete(sandbox.id, request.name)) return DELETION.missing(request.allow_missing, serviceLabel(request.name, sandbox.name));
      return { outcome: DELETION.COMPLETED };
    },
  };
}
