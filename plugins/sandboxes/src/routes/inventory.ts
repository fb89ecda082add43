import type { PluginApi } from '@portcullis/core';
import type { SandboxesConfig } from '../config.ts';
import { inventoryQuery, inventoryResponse } from '../inventory/query.ts';

const DESCRIPTION = [
  "Lists each visible gateway's sandboxes (ListSandboxes, in the `workspace` named, else in each gateway's default workspace; a gateway without that workspace has none) and answers them as one list. Filters are AND-combined: `gateway` (repeatable), `state`, `label` (repeatable `key:value`, our labels), `q` (a case-insensitive part of the name). `sort` is `name`, `gateway`, `state` or `created_at`, with a `-` prefix for descending (ties: gateway, workspace, name; no creation time sorts last).",
  'Visibility follows docs/roles.md: gateways the caller has no role on are neither listed nor named; a caller with no role at all is 403, as for the gateway list. Any role on a gateway (viewer and up) shows its sandboxes.',
  'At most SERVICE_SANDBOX_INVENTORY_CONCURRENCY gateways are listed at once, each within SERVICE_SANDBOX_INVENTORY_GATEWAY_TIMEOUT_MS. A gateway that fails or gives no answer in time never fails the request: it is named in `unavailable` with the code of its problem (GATEWAY_TIMEOUT for no answer) and its sandboxes are missing from `items` and `total`.',
].join('\n\n');

export function inventoryRoute(api: PluginApi<SandboxesConfig>): void {
  api.route({
    method: 'GET',
    path: '/api/sandboxes',
    // Each gateway's sandboxes need a role there (viewer or more); which gateways those are is the service's to decide.
    access: 'authenticated',
    tags: ['sandboxes'],
    // The derived id would be that of the per-gateway list (sandboxes.list).
    operationId: 'sandboxes.inventory',
    summary: 'Every sandbox of every gateway the caller can see, filtered, sorted and paged; gateways that did not answer are listed in `unavailable`.',
    description: DESCRIPTION,
    query: inventoryQuery,
    response: inventoryResponse,
    handler: (request) => request.resolve('sandboxInventory').list(request.actor!, request.query, request.signal),
  });
}
