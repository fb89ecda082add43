import { z } from 'zod';
import { VERSION } from '../version.ts';
import { gatewayParamOf } from './router.ts';
import type { AnyRoute } from './route.ts';

type JsonSchema = Record<string, unknown>;

const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
  properties: {
    type: { type: 'string' }, title: { type: 'string' }, status: { type: 'integer' }, detail: { type: 'string' },
    code: { type: 'string' }, request_id: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
  },
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
  for (const [location, schema] of [['path', route.params], ['query', route.query]] as const) {
    if (!schema) continue;
    const properties = (jsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((jsonSchema(schema, 'input').required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: location, required: location === 'path' || required.has(name), schema: property, ...(property.description ? { description: property.description } : {}) });
    }
  }
  for (const match of route.path.matchAll(/\{([^}]+)\}/g)) {
    if (!list.some((parameter) => parameter.name === match[1] && parameter.in === 'path')) {
      list.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return list;
}

function operation(route: AnyRoute): JsonSchema {
  const gatewayParam = gatewayParamOf(route);
  const access = route.access === 'public' ? 'No authentication.' : route.access === 'authenticated'
    ? 'Any authenticated caller.' : `Requires the ${route.access} role${gatewayParam ? ` (per-gateway roles apply, gateway from {${gatewayParam}})` : ''}.`;
  const successStatus = String(route.status ?? (route.response ? 200 : 204));
  const mediaTypes = (route.bodyTypes ?? ['json']).map((type) => (type === 'json' ? 'application/json' : type === 'yaml' ? 'application/yaml' : 'text/plain'));
  return {
    summary: route.summary,
    description: [route.description, access].filter(Boolean).join('\n\n'),
    tags: route.tags ?? [route.plugin],
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    parameters: parameters(route),
    ...(route.body ? {
      requestBody: {
        required: !route.bodyOptional,
        content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: jsonSchema(route.body!, 'input') }])),
      },
    } : {}),
    responses: {
      [successStatus]: route.response
        ? { description: 'Success', content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } }
        : { description: 'Success' },
      default: { description: 'Problem', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
    },
    ...(route.access === 'public' ? { security: [] } : {}),
  };
}

/** The OpenAPI 3.1 document, generated from the declared routes (the routes are the source of truth). */
export function openApiDocument(routes: AnyRoute[], publicUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portcullis', version: VERSION, description: 'Management plane for NVIDIA OpenShell sandbox gateways.' },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      schemas: { Problem: PROBLEM_SCHEMA },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'svc_session' },
        bearer: { type: 'http', scheme: 'bearer', description: 'Service principal key (svc_...)' },
      },
    },
    security: [{ session: [] }, { bearer: [] }],
  };
}
