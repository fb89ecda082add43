import { definePlugin, listResponse, pageOf, pagingQuery, problems } from '@portcullis/core';
import { z } from 'zod';
import { templateCatalog, templateSchema } from './catalog.ts';

export { type Template, templateCatalog, templateSchema } from './catalog.ts';

const nameParams = z.object({ name: z.string().min(1).max(100) });

export default definePlugin({
  id: 'templates',
  description: 'Built-in sandbox templates (read-only): data-science, web-dev, secure-coding.',
  register(api) {
    api.route({
      method: 'GET',
      path: '/api/sandbox-templates',
      access: 'viewer',
      tags: ['templates'],
      summary: 'List the sandbox templates.',
      query: pagingQuery,
      response: listResponse(templateSchema),
      handler: (request) => {
        return pageOf(templateCatalog(), request.query);
      },
    });

    api.route({
      method: 'GET',
      path: '/api/sandbox-templates/{name}',
      access: 'viewer',
      tags: ['templates'],
      summary: 'One template; its `config` plus a `name` is a create body for POST /api/gateways/{gw}/sandboxes.',
      params: nameParams,
      response: templateSchema,
      handler: (request) => {
        const template = templateCatalog().find((candidate) => candidate.name === request.params.name);
        if (!template)
          throw problems.notFound(
            'TEMPLATE_NOT_FOUND',
            `No sandbox template named ${request.params.name}; known: ${templateCatalog()
              .map((t) => t.name)
              .join(', ')}.`,
          );
        return template;
      },
    });
  },
  start() {
    // Fail at start-up, not on the first request, if a template file is broken.
    templateCatalog();
  },
});
