import { type PluginApi, pageOf, pagingQueryShape } from '@portcullis/core';
import { gatewayParams, resolveGatewayScope, workspaceQuery, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { templateBody, templateJson, templateJsonSchema, templateParams, templateSpecOf } from './json.ts';

const TAGS = ['gateway-templates'];
const UNAVAILABLE_ON_0_0 =
  'OpenShell 0.0 gateways store no templates: there this answers 409 GATEWAY_CAPABILITY_UNAVAILABLE (`capability: "templates"`), before anything is audited.';

export function gatewayTemplateRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/gateways/{gw}/templates',
    access: 'viewer',
    tags: TAGS,
    summary: 'The sandbox templates stored on the gateway in the workspace (ListSandboxTemplates), by name.',
    description: `Portcullis's own read-only templates are at /api/sandbox-templates. ${UNAVAILABLE_ON_0_0}`,
    params: gatewayParams,
    query: z.object({ ...workspaceQueryShape, ...pagingQueryShape }),
    response: z.object({ items: z.array(templateJsonSchema), total: z.number().int() }),
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const templates = await request.resolve('gatewayTemplates').list(scope, request.signal);
      return pageOf(
        templates.map((template) => templateJson(scope.gateway.name, template)),
        request.query,
      );
    },
  });

  api.route({
    method: 'POST',
    path: '/api/gateways/{gw}/templates',
    access: 'admin',
    tags: TAGS,
    status: 201,
    summary: 'Store a sandbox template on the gateway in the workspace (CreateSandboxTemplate).',
    description: `\`name\` is a DNS label; \`image\` required; \`environment\`, \`cpu\`, \`memory\` (Kubernetes quantities), \`gpu\` and gateway-side \`labels\` optional. 409 ALREADY_EXISTS when the workspace has it. Audited as \`gateway_template.create\` (environment names only); event \`gateway_template.created\`. ${UNAVAILABLE_ON_0_0}`,
    params: gatewayParams,
    query: workspaceQuery,
    body: templateBody,
    response: templateJsonSchema,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      const body = request.body;
      const created = await request.resolve('gatewayTemplates').create(scope, body.name, body.labels ?? {}, templateSpecOf(body), request.signal);
      return templateJson(scope.gateway.name, created);
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/gateways/{gw}/templates/{name}',
    access: 'admin',
    tags: TAGS,
    summary: 'Delete a sandbox template from the gateway (DeleteSandboxTemplate); sandboxes created from it stay.',
    description: `204; 404 GATEWAY_TEMPLATE_NOT_FOUND. Audited as \`gateway_template.delete\`; event \`gateway_template.deleted\`. ${UNAVAILABLE_ON_0_0}`,
    params: templateParams,
    query: workspaceQuery,
    handler: async (request) => {
      const scope = await resolveGatewayScope(request);
      await request.resolve('gatewayTemplates').remove(scope, request.params.name, request.signal);
      return undefined;
    },
  });
}
