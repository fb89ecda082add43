import fc from 'fast-check';
import { hostileSegment, hostileText, percentEncode } from './hostile.ts';
import { fitting, hostileVariant, type JsonSchema } from './schema-values.ts';

// One HTTP request per property run, derived from a route as the OpenAPI document declares it: path parameters
// (a value the fixtures know, or a hostile segment), query parameters (declared ones and strays, sometimes
// repeated), and a body in the declared media type or a wrong one.

export interface Route {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query'; schema?: JsonSchema }>;
  body?: { schema: JsonSchema; mediaTypes: string[] };
}

export interface FuzzRequest {
  method: string;
  /** The request target: path and query, already encoded. */
  target: string;
  route: string;
  body?: { contentType: string | null; text: string };
}

/** Values the fixtures hold, by the path segment before a parameter (`/sandboxes/{name}` → a sandbox). */
export type KnownValues = Record<string, string[]>;

export function routesOf(document: { paths: Record<string, Record<string, any>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = operation.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(content ? { body: { schema: Object.values(content)[0]!.schema, mediaTypes: Object.keys(content) } } : {}),
      };
    }),
  );
}

export function requestFor(route: Route, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathFor(route, known),
      query: queryFor(route),
      body: route.body || route.method !== 'GET' ? bodyFor(route) : fc.constant(undefined),
    })
    .map(({ path, query, body }) => ({
      method: route.method,
      route: `${route.method} ${route.path}`,
      target: query ? `${path}?${query}` : path,
      ...(body ? { body } : {}),
    }));
}

function pathFor(route: Route, known: KnownValues): fc.Arbitrary<string> {
  const segments = route.path.split('/').map((segment, index, all) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (!name) return fc.constant(segment);
    const values = known[all[index - 1]!] ?? known[name] ?? [];
    return values.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 2, arbitrary: hostileSegment }) : hostileSegment;
  });
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}

function queryFor(route: Route): fc.Arbitrary<string> {
  const declared = route.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = declared.map((parameter) => fc.option(fc.tuple(fc.constant(parameter.name), queryValue(parameter.schema), fc.boolean()), { freq: 2 }));
  const strays = fc.array(fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'workspace', 'limit'), hostileText), hostileText, fc.constant(false)), {
    maxLength: 2,
  });
  return fc.tuple(fc.tuple(...pairs), strays).map(([chosen, extra]) =>
    [...chosen.filter((pair) => pair !== null), ...extra]
      .flatMap(([key, value, repeat]) => {
        const pair = `${percentEncode(key)}=${percentEncode(value)}`;
        return repeat ? [pair, pair] : [pair];
      })
      .join('&'),
  );
}

function queryValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fitting(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))) },
    { weight: 2, arbitrary: hostileText },
  );
}

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=x',
];

function bodyFor(route: Route): fc.Arbitrary<FuzzRequest['body']> {
  const value = hostileVariant(fitting(route.body?.schema));
  const declared = route.body?.mediaTypes ?? ['application/json'];
  const encoded = fc.tuple(value, fc.constantFrom(...declared)).map(([body, type]) => ({ contentType: type, text: JSON.stringify(body) ?? 'null' }));
  return fc.oneof(
    { weight: 8, arbitrary: encoded },
    { weight: 1, arbitrary: fc.record({ contentType: fc.constantFrom<string | null>(null, ...WRONG_TYPES), text: fc.string({ maxLength: 64 }) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constant<string | null>(declared[0]!),
        text: fc.constantFrom('', '{', '[1,]', '{"a":1}{', '\u0000', 'a: [b', '&anchor x', '*alias'),
      }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}
