import { listResponse, type PluginApi, pageOf, pagingQuery } from '@portcullis/core';
import { z } from 'zod';
import { consoleExtensionsRef } from './refs.ts';

const role = z.enum(['viewer', 'operator', 'admin']);
const extensionSchema = z.object({
  id: z.string(),
  module: z.string(),
  pages: z.array(z.object({ path: z.string(), label: z.string(), role })),
  gateway_tabs: z.array(z.object({ id: z.string(), label: z.string(), role })),
  sandbox_sections: z.array(z.object({ id: z.string(), role })),
});

export function extensionRoutes(api: PluginApi<unknown>): void {
  api.route({
    method: 'GET',
    path: '/api/system/ui-contributions',
    // Any caller, like /api/system/plugins: a caller whose roles are all per gateway is shown gateway tabs too.
    access: 'authenticated',
    tags: ['system'],
    summary: "Pages, gateway tabs and sandbox sections the enabled plugins add to the web console: each extension's module URL and entries.",
    query: pagingQuery,
    response: listResponse(extensionSchema),
    handler: (request) => pageOf(request.resolve(consoleExtensionsRef).listing, request.query),
  });
}
