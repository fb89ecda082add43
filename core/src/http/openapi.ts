import { z } from 'zod';
import { VERSION } from '../version.ts';
import { operationIdOf, tagOf } from './operation-ids.ts';
import { PROBLEM_RESPONSES, problemStatusesOf } from './problem-responses.ts';
import type { AnyRoute, BodyType } from './route.ts';
import { gatewayParamOf } from './router.ts';

type JsonSchema = Record<string, unknown>;

/** A tag per plugin, described by the plugin's own description. */
export interface TagSource {
  id: string;
  description: string;
}

const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'RFC 9457 problem details; `code` is stable and machine-readable. Some problems add members (`gateway`, `retry_after`...).',
  required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string' },
    request_id: { type: 'string' },
    errors: {
      type: 'array',
      description: 'The first 20 fields found wrong (paths and messages cut at 300 characters).',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
    omitted_errors: { type: 'integer', description: 'How many more fields were found wrong than `errors` names.' },
  },
};

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work continues as an operation (poll it at `Location`).',
  204: 'Done; no body.',
  303: 'See other (follow `Location`).',
  307: 'Redirect (follow `Location`).',
  503: 'Not ready; the body says which check failed.',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    return rest;
  } catch {
    return {};
  }
}

function parameters(route: AnyRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const described = jsonSchema(schema, 'input');
    const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((described.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        schema: property,
        ...(property.description ? { description: property.description } : {}),
      });
    }
  }
  for (const match of route.path.matchAll(/\{([^}]+)\}/g)) {
    if (!list.some((parameter) => parameter.name === match[1] && parameter.in === 'path')) {
      list.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return list;
}

/** Declared success statuses; without a declaration, 200 when the route says what it answers, else 204. */
export function successStatusesOf(route: AnyRoute): number[] {
  if (route.status !== undefined) return typeof route.status === 'number' ? [route.status] : [...route.status];
  return [route.response || route.produces ? 200 : 204];
}

/** The schema of a non-JSON body: text is a string, anything else bytes. */
function mediaSchema(type: string): JsonSchema {
  return type.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: type };
}

function successResponse(route: AnyRoute, status: number): JsonSchema {
  const headers = Object.entries(route.responseHeaders ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }]);
  const content: Record<string, JsonSchema> = {};
  if (status !== 204) {
    if (route.response) content['application/json'] = { schema: jsonSchema(route.response, 'output') };
    for (const type of route.produces ?? []) content[type] ??= { schema: type.endsWith('json') ? {} : mediaSchema(type) };
  }
  return {
    description: SUCCESS_DESCRIPTIONS[status] ?? 'Success',
    ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
    ...(Object.keys(content).length > 0 ? { content } : {}),
  };
}

function accessNote(route: AnyRoute): string {
  if (route.access === 'public') return 'No authentication.';
  if (route.access === 'authenticated') return 'Any authenticated caller.';
  const gatewayParam = gatewayParamOf(route);
  const where = gatewayParam ? ` (per-gateway roles apply, gateway from {${gatewayParam}})` : route.everyGateway ? ' globally and on every gateway' : '';
  return `Requires the ${route.access} role${where}.`;
}

const MEDIA_TYPE_OF: Record<BodyType, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
  text: 'text/plain',
  form: 'application/x-www-form-urlencoded',
};

function operation(route: AnyRoute): JsonSchema {
  const mediaTypes = (route.bodyTypes ?? ['json']).map((type) => MEDIA_TYPE_OF[type]);
  const responses: Record<string, JsonSchema> = {};
  for (const status of successStatusesOf(route)) responses[String(status)] = successResponse(route, status);
  for (const status of problemStatusesOf(route))
    responses[String(status)] ??= { $ref: `#/components/responses/${PROBLEM_RESPONSES[status]?.name ?? `Problem${status}`}` };
  return {
    summary: route.summary,
    description: [route.description, accessNote(route)].filter(Boolean).join('\n\n'),
    tags: [tagOf(route)],
    operationId: operationIdOf(route),
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: !route.bodyOptional,
            content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: jsonSchema(route.body!, 'input') }])),
          },
        }
      : {}),
    responses,
    ...(route.access === 'public' ? { security: [] } : {}),
  };
}

/**
 * The same operation answered on an alias path: deprecated, pointing at the canonical path, with an operationId of
 * its own (operationIds are unique in a document).
 */
function aliasOperation(route: AnyRoute, canonical: JsonSchema, index: number): JsonSchema {
  const note = `Alias of \`${route.method} ${route.path}\`, kept because the interface spec spells the path this way; use the canonical path.`;
  return {
    ...canonical,
    description: [note, canonical.description].join('\n\n'),
    operationId: `${canonical.operationId}Alias${index === 0 ? '' : index + 1}`,
    deprecated: true,
  };
}

/** Every tag in use, described by the plugin that declares its routes. */
function tags(routes: AnyRoute[], plugins: TagSource[]): JsonSchema[] {
  const described = new Map<string, string>();
  for (const route of routes) {
    if (described.has(tagOf(route))) continue;
    const plugin = plugins.find((candidate) => candidate.id === route.plugin);
    described.set(tagOf(route), plugin?.description || `Routes of the ${route.plugin} plugin.`);
  }
  return [...described].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => ({ name, description }));
}

function problemComponents(routes: AnyRoute[]): Record<string, JsonSchema> {
  const used = new Set(routes.flatMap(problemStatusesOf));
  return Object.fromEntries(
    [...used].sort().map((status) => {
      const known = PROBLEM_RESPONSES[status];
      return [
        known?.name ?? `Problem${status}`,
        {
          description: known?.description ?? `Problem ${status}.`,
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
        },
      ];
    }),
  );
}

/** The OpenAPI 3.1 document, generated from the declared routes (the routes are the source of truth). */
export function openApiDocument(routes: AnyRoute[], publicUrl: string, plugins: TagSource[] = []): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (path: string, method: string, described: JsonSchema) => {
    paths[path] = { ...paths[path], [method]: described };
  };
  for (const route of routes) {
    const method = route.method.toLowerCase();
    const canonical = operation(route);
    add(route.path, method, canonical);
    (route.aliases ?? []).forEach((alias, index) => add(alias, method, aliasOperation(route, canonical, index)));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portcullis',
      version: VERSION,
      description: 'Management plane for NVIDIA OpenShell sandbox gateways.',
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: publicUrl }],
    tags: tags(routes, plugins),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { Problem: PROBLEM_SCHEMA },
      responses: problemComponents(routes),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'svc_session' },
        bearer: { type: 'http', scheme: 'bearer', description: 'Service principal key (svc_...)' },
      },
    },
    security: [{ session: [] }, { bearer: [] }],
  };
}
