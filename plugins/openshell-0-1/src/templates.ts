import {
  badGatewayAnswer,
  type GatewayTemplate,
  type GatewayTemplateSpec,
  type LineCall,
  readTokenPages,
  type TemplateOperations,
  timestampMs,
} from '@portcullis/plugin-gateways';
import type { SandboxWorkloadTemplate__Output } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxWorkloadTemplate';
import type { SandboxWorkloadTemplateSpec } from '@portcullis/proto/generated-0.1/openshell/v1/SandboxWorkloadTemplateSpec';
import { rpc } from './methods.ts';
import { deletionOf } from './model.ts';
import { workspaceScope } from './selector.ts';

// Gateway-side sandbox templates on the 0.1 line (docs/openshell-0.1.md §2.14): named per workspace, their workload
// (image, environment, resources) filling what a CreateSandbox{workload_template} leaves out. Driver configuration and
// the desired service level are neither set nor shown by Portcullis.

const TEMPLATE = { notFound: 'GATEWAY_TEMPLATE_NOT_FOUND' };

function templateOf(call: LineCall, template: SandboxWorkloadTemplate__Output | null, name: string): GatewayTemplate {
  if (!template?.metadata) throw badGatewayAnswer(call.gateway.name, `answered without sandbox template ${name}`);
  const workload = template.spec?.workload;
  const gpu = workload?.resources?.gpu;
  return {
    name: template.metadata.name,
    id: template.metadata.id,
    workspace: template.metadata.workspace || call.workspace,
    labels: { ...template.metadata.labels },
    resourceVersion: Number(template.metadata.resource_version ?? 0),
    createdAt: timestampMs(template.metadata.created_time),
    spec: {
      image: workload?.image ?? '',
      environment: { ...workload?.environment },
      cpu: workload?.resources?.cpu ?? '',
      memory: workload?.resources?.memory ?? '',
      gpu: gpu ? { count: typeof gpu.count === 'number' ? gpu.count : null } : null,
    },
  };
}

function specOf(spec: GatewayTemplateSpec): SandboxWorkloadTemplateSpec {
  const gpu = spec.gpu ? { gpu: spec.gpu.count === null ? {} : { count: spec.gpu.count } } : {};
  return { workload: { image: spec.image, environment: spec.environment, resources: { cpu: spec.cpu, memory: spec.memory, ...gpu } } };
}

export const templates: TemplateOperations = {
  async list(call) {
    const all = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(rpc.ListSandboxTemplates, { ...workspaceScope(call), page_size, page_token });
      return { items: page.templates, next: page.next_page_token };
    });
    return all.map((template) => templateOf(call, template, template.metadata?.name ?? ''));
  },

  async create(call, name, labels, spec, requestId) {
    const template = { metadata: { name, labels }, spec: specOf(spec) };
    const response = await call.unary(rpc.CreateSandboxTemplate, { ...workspaceScope(call), template, request_id: requestId });
    return templateOf(call, response.template, name);
  },

  async delete(call, name, requestId) {
    const response = await call.unary(rpc.DeleteSandboxTemplate, { ...workspaceScope(call), name, allow_missing: true, request_id: requestId }, TEMPLATE);
    return deletionOf(call.gateway.name, response.outcome, `sandbox template ${name}`);
  },
};
