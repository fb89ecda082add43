import { type AuditWriter, type EventBus, problems } from '@portcullis/core';
import type { ExposedService, GatewayApi, GatewayScope, ServiceExposure } from '@portcullis/plugin-gateways';

/**
 * A sandbox's exposed services. Reads go to the gateway; every change is an audited effect (the intent row commits
 * before the gateway is called, the outcome with its event after), and a gateway whose line cannot expose services
 * is refused (409 GATEWAY_CAPABILITY_UNAVAILABLE) before the intent is written.
 */
export class SandboxServices {
  private readonly gateways: GatewayApi;
  private readonly audit: AuditWriter;
  private readonly events: EventBus;

  constructor(deps: { gateways: GatewayApi; audit: AuditWriter; events: EventBus }) {
    this.gateways = deps.gateways;
    this.audit = deps.audit;
    this.events = deps.events;
  }

  list(scope: GatewayScope, sandbox: string, signal?: AbortSignal): Promise<ExposedService[]> {
    return this.gateways.services.list(scope, sandbox, { signal });
  }

  /** Exposes `exposure.port`, or points the service of that name at it. */
  async expose(scope: GatewayScope, sandbox: string, exposure: ServiceExposure, signal?: AbortSignal): Promise<ExposedService> {
    await this.gateways.requireCapability(scope.gateway, 'services', { signal });
    return this.audit.effect(
      {
        action: 'sandbox.service_expose',
        resourceType: 'sandbox_service',
        resourceId: `${sandbox}/${exposure.name}`,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, sandbox, service: exposure.name, port: exposure.port, domain: exposure.domain },
      },
      () => this.gateways.services.expose(scope, sandbox, exposure, { signal }),
      {
        outcome: (service) => ({ url: service.url }),
        record: async (_em, service) => {
          this.events.emit('sandbox.service_exposed', {
            gateway: scope.gateway.name,
            workspace: scope.workspace,
            sandbox,
            service: service.name,
            port: service.port,
            domain: service.domain,
            url: service.url,
          });
        },
      },
    );
  }

  /** 404 SERVICE_NOT_FOUND when the sandbox has no service of that name. */
  async remove(scope: GatewayScope, sandbox: string, name: string, signal?: AbortSignal): Promise<void> {
    await this.gateways.requireCapability(scope.gateway, 'services', { signal });
    const outcome = await this.audit.effect(
      {
        action: 'sandbox.service_remove',
        resourceType: 'sandbox_service',
        resourceId: `${sandbox}/${name}`,
        gateway: scope.gateway.name,
        detail: { workspace: scope.workspace, sandbox, service: name },
      },
      () => this.gateways.services.delete(scope, sandbox, name, { signal }),
      {
        outcome: (deletion) => ({ deletion }),
        record: async (_em, deletion) => {
          if (deletion !== 'already_absent')
            this.events.emit('sandbox.service_removed', { gateway: scope.gateway.name, workspace: scope.workspace, sandbox, service: name });
        },
      },
    );
    if (outcome === 'already_absent')
      throw problems.notFound(
        'SERVICE_NOT_FOUND',
        `Sandbox ${sandbox} on gateway ${scope.gateway.name} has no service ${name ? `'${name}'` : 'without a name'}.`,
      );
  }
}
