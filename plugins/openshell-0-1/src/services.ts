import { badGatewayAnswer, type ExposedService, type LineCall, readTokenPages, type ServiceOperations, timestampMs } from '@portcullis/plugin-gateways';
import type { ServiceEndpointResponse__Output } from '@portcullis/proto/generated-0.1/openshell/v1/ServiceEndpointResponse';
import { rpc } from './methods.ts';
import { deletionOf } from './model.ts';
import { workspaceScope } from './selector.ts';

// Exposed services on the 0.1 line (docs/openshell-0.1.md §2.14): a service is named within its sandbox (`''` is the
// unnamed one) and answered with the URL the gateway routes to it. The authorization mode is left to the gateway's
// default: 0.1.2 may not know the field (docs/openshell-0.1.md §0).

// Every call names a sandbox; a NOT_FOUND is about it (a missing service answers ALREADY_ABSENT on delete).
const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };

function serviceOf(call: LineCall, answer: ServiceEndpointResponse__Output | null, sandbox: string): ExposedService {
  const endpoint = answer?.endpoint;
  if (!endpoint) throw badGatewayAnswer(call.gateway.name, `answered without a service of sandbox ${sandbox}`);
  return {
    name: endpoint.name,
    sandbox: endpoint.sandbox || sandbox,
    port: endpoint.target_port,
    domain: endpoint.domain,
    url: answer.url || null,
    createdAt: timestampMs(endpoint.metadata?.created_time),
  };
}

export const services: ServiceOperations = {
  async list(call, sandbox) {
    const all = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(rpc.ListServices, { ...workspaceScope(call), sandbox, page_size, page_token }, SANDBOX);
      return { items: page.services, next: page.next_page_token };
    });
    return all.map((service) => serviceOf(call, service, sandbox));
  },

  async expose(call, sandbox, exposure, requestId) {
    const request = { ...workspaceScope(call), sandbox, name: exposure.name, target_port: exposure.port, domain: exposure.domain, request_id: requestId };
    return serviceOf(call, await call.unary(rpc.ExposeService, request, SANDBOX), sandbox);
  },

  async delete(call, sandbox, name, requestId) {
    const request = { ...workspaceScope(call), sandbox, name, allow_missing: true, request_id: requestId };
    const response = await call.unary(rpc.DeleteService, request, SANDBOX);
    return deletionOf(call.gateway.name, response.outcome, `service '${name}' of sandbox ${sandbox}`);
  },
};
