import type { SandboxCreateSpec, ServiceAtCreate } from '@portcullis/plugin-gateways';
import type { CreateBody } from './schema.ts';

/** The body's services as the gateway API takes them (`''`: the unnamed service). */
export function servicesOf(body: CreateBody): ServiceAtCreate[] {
  return (body.services ?? []).map((service) => ({ name: service.name ?? '', port: service.port }));
}

/**
 * The create body as the gateway is asked for it (docs/openshell-0.0.md §b.2 mapping). Labels and description stay with
 * us (gateway labels use Kubernetes syntax and cannot change later); presets are applied once the sandbox runs.
 */
export function createSpec(body: CreateBody): SandboxCreateSpec {
  return {
    name: body.name,
    image: body.image ?? '',
    providers: body.providers,
    environment: body.environment,
    gpu: body.gpu === false ? null : { count: body.gpu === true ? null : body.gpu.count },
    ...(body.gateway_template ? { workloadTemplate: body.gateway_template } : {}),
    ...(body.services?.length ? { services: servicesOf(body) } : {}),
  };
}
