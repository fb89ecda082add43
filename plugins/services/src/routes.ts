import { type PluginApi, pageOf } from '@portcullis/core';
import { resolveGatewayScope, sandboxParams } from '@portcullis/plugin-gateways';
import {
  exposeBody,
  serviceJson,
  serviceJsonSchema,
  serviceListQuery,
  serviceListResponse,
  serviceNameOf,
  serviceParams,
  serviceQuery,
  UNNAMED_SERVICE,
} from './json.ts';

const TAGS = ['services'];
const UNAVAILABLE_ON_0_0 = 'OpenShell 0.0 gateways cannot expose services: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE naming `services`.';

export function serviceRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/sandboxes/{name}/services',
    access: 'viewer',
    tags: TAGS,
    summary: "The sandbox's exposed services with the URLs the gateway serves them at (ListServices).",
    description: `404 SANDBOX_NOT_FOUND. The unnamed service has the name \`''\`. ${UNAVAILABLE_ON_0_0}`,
    params: sandboxParams,
    query: serviceListQuery,
    response: serviceListResponse,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const listed = await request.resolve('sandboxServices').list(scope, request.params.name, request.signal);
      return pageOf(listed.map(serviceJson), request.query);
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/sandboxes/{name}/services',
    access: 'operator',
    tags: TAGS,
    summary: 'Expose a loopback port inside the sandbox through the gateway (ExposeService).',
    description: `\`port\` 1–65535; \`name\` a DNS label (omitted: the unnamed service); \`domain\` also routes a browser-facing URL. A service of that name already exposed is pointed at the new port. 404 SANDBOX_NOT_FOUND. Audited as \`sandbox.service_expose\`; event \`sandbox.service_exposed\`. ${UNAVAILABLE_ON_0_0}`,
    params: sandboxParams,
    query: serviceQuery,
    body: exposeBody,
    response: serviceJsonSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const exposure = { name: request.body.name ?? '', port: request.body.port, domain: request.body.domain ?? false };
      return serviceJson(await request.resolve('sandboxServices').expose(scope, request.params.name, exposure, request.signal));
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/sandboxes/{name}/services/{service}',
    access: 'operator',
    tags: TAGS,
    summary: 'Stop exposing a service of the sandbox (DeleteService).',
    description: `204; \`${UNNAMED_SERVICE}\` names the unnamed service. 404 SERVICE_NOT_FOUND or SANDBOX_NOT_FOUND. Audited as \`sandbox.service_remove\`; event \`sandbox.service_removed\`. ${UNAVAILABLE_ON_0_0}`,
    params: serviceParams,
    query: serviceQuery,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      await request.resolve('sandboxServices').remove(scope, request.params.name, serviceNameOf(request.params.service), request.signal);
      return undefined;
    },
  });
}
