import type { SandboxCreateSpec } from '@portcullis/plugin-gateways';
import type { CreateBody } from './schema.ts';

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
  };
}
