import { z } from 'zod';
import { definePlugin, problems } from '@portcullis/core';
import { templateCatalog, templateSchema } from './catalog.ts';

export { templateCatalog, templateSchema, type Template } from './catalog.ts';

const nameParams = z.object({ name: z.string().min(1).max(100) });
const listQuery = z.object({
  offset: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be an integer' }).min(0, { error: 'must be at least 0' }).default(0),
  limit: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be an integer' }).min(1, { error: 'must be at least 1' }).max(1000, { error: 'must be at most 1000' }).default(50),
});

export default definePlugin({
  id: 'templates',
  description: 'Built-in sandbox templates (read-only): data-science, web-dev, secure-coding.',
  register(api) {
    api.route({
      method: 'GET', path: '/api/sandbox-templates', access: 'viewer', tags: ['templates'],
      summary: 'List the sandbox templates.',
      query: listQuery, response: z.object({ items: z.array(templateSchema), total: z.number().int() }),
      handler: (request) => {
        const templates = templateCatalog();
        return { items: templates.slice(request.query.offset, request.query.offset + request.query.limit), total: templates.length };
      },
    });

    api.route({
      method: 'GET', path: '/api/sandbox-templates/{name}', access: 'viewer', tags: ['templates'],
      summary: 'One template; its `config` plus a `name` is a create body for POST /api/gateways/{gw}/sandboxes.',
      params: nameParams, response: templateSchema,
      handler: (request) => {
        const template = templateCatalog().find((candidate) => candidate.name === request.params.name);
        if (!template) throw problems.notFound('TEMPLATE_NOT_FOUND', `No sandbox template named ${request.params.name}; known: ${templateCatalog().map((t) => t.name).join(', ')}.`);
        return template;
      },
    });
  },
  start() {
    // Fail at start-up, not on the first request, if a template file is broken.
    templateCatalog();
  },
});
