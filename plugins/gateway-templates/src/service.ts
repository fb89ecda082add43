import { type AuditWriter, type EventBus, problems } from '@portcullis/core';
import type { GatewayApi, GatewayScope, GatewayTemplate, GatewayTemplateSpec } from '@portcullis/plugin-gateways';

/**
 * The sandbox templates each gateway stores per workspace (0.1 line). Reads go to the gateway; every change is an
 * audited effect (the intent row commits before the gateway is called, the outcome with its event after), and a
 * gateway whose line has no templates is refused (409 GATEWAY_CAPABILITY_UNAVAILABLE) before the intent is written.
 */
export class GatewayTemplates {
  private readonly gateways: GatewayApi;
  private readonly audit: AuditWriter;
  private readonly events: EventBus;

  constructor(deps: { gateways: GatewayApi; audit: AuditWriter; events: EventBus }) {
    this.gateways = deps.gateways;
    this.audit = deps.audit;
    this.events = deps.events;
  }

  /** By name; 409 GATEWAY_CAPABILITY_UNAVAILABLE on a line without templates (the gateway API's refusal). */
  async list(scope: GatewayScope, signal?: AbortSignal): Promise<GatewayTemplate[]> {
    const templates = await this.gateways.templates.list(scope, { signal });
    return templates.sort((a, b) => a.name.localeCompare(b.name));
  }

  /** 409 ALREADY_EXISTS (the gateway's answer) when the workspace has a template of that name. */
  async create(scope: GatewayScope, name: string, labels: Record<string, string>, spec: GatewayTemplateSpec, signal?: AbortSignal): Promise<GatewayTemplate> {
    await this.gateways.requireCapability(scope.gateway, 'templates', { signal });
    return this.audit.effect(
      {
        action: 'gateway_template.create',
        resourceType: 'gateway_template',
        resourceId: `${scope.workspace}/${name}`,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, labels, ...specDetail(spec) },
      },
      () => this.gateways.templates.create(scope, name, labels, spec, { signal }),
      {
        outcome: (template) => ({ template_id: template.id }),
        record: async () => {
          this.events.emit('gateway_template.created', { gateway: scope.gateway.name, workspace: scope.workspace, template: name });
        },
      },
    );
  }

  /** 404 GATEWAY_TEMPLATE_NOT_FOUND when the workspace has no template of that name. */
  async remove(scope: GatewayScope, name: string, signal?: AbortSignal): Promise<void> {
    await this.gateways.requireCapability(scope.gateway, 'templates', { signal });
    const outcome = await this.audit.effect(
      {
        action: 'gateway_template.delete',
        resourceType: 'gateway_template',
        resourceId: `${scope.workspace}/${name}`,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace },
      },
      () => this.gateways.templates.delete(scope, name, { signal }),
      {
        outcome: (deletion) => ({ deletion }),
        record: async (_em, deletion) => {
          if (deletion !== 'already_absent')
            this.events.emit('gateway_template.deleted', { gateway: scope.gateway.name, workspace: scope.workspace, template: name });
        },
      },
    );
    if (outcome === 'already_absent')
      throw problems.notFound('GATEWAY_TEMPLATE_NOT_FOUND', `Gateway ${scope.gateway.name} has no template '${name}' in workspace '${scope.workspace}'.`);
  }
}

/** What the template sets, for the audit log: environment values never, only their names. */
function specDetail(spec: GatewayTemplateSpec): Record<string, unknown> {
  return { image: spec.image, environment_keys: Object.keys(spec.environment).sort(), cpu: spec.cpu, memory: spec.memory, gpu: spec.gpu };
}
