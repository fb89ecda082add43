import type { CreateSandboxRequest } from '@portcullis/proto/generated/openshell/v1/CreateSandboxRequest';
import type { CreateBody } from './schema.ts';

/**
 * The create body as the gateway takes it (contract §b.2 mapping). Labels and description stay with us (gateway
 * labels use Kubernetes syntax and cannot change later); presets are applied once the sandbox runs.
 */
export function createRequest(body: CreateBody): CreateSandboxRequest {
  const gpu = body.gpu === false ? null : body.gpu === true ? {} : { count: body.gpu.count };
  return {
    name: body.name,
    spec: {
      template: { image: body.image ?? '' },
      providers: body.providers,
      environment: body.environment,
      ...(gpu ? { resource_requirements: { gpu } } : {}),
    },
  };
}
