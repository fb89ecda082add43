import type { AnyRoute } from './route.ts';

const ON_ITEM: Record<string, string> = { GET: 'get', PUT: 'replace', PATCH: 'update', DELETE: 'delete', POST: 'add' };
const ON_COLLECTION: Record<string, string> = { GET: 'list', POST: 'create', PUT: 'replace', PATCH: 'update', DELETE: 'delete' };
/** On a named part or action: POST is the action itself (`exec`), the rest say what they do to the part. */
const ON_PART: Record<string, string> = { GET: 'get', POST: '', PUT: 'replace', PATCH: 'update', DELETE: 'delete' };

function camel(text: string): string {
  return text.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''));
}

function joined(verb: string, words: string[]): string {
  const parts = [verb, ...words].filter(Boolean).map(camel);
  return parts.map((part, index) => (index === 0 ? part.charAt(0).toLowerCase() + part.slice(1) : part.charAt(0).toUpperCase() + part.slice(1))).join('');
}

/** The route's tag (its plugin unless it names one), which leads its operationId. */
export function tagOf(route: AnyRoute): string {
  return route.tags?.[0] ?? route.plugin;
}

/**
 * `tag.action`, read off the path after the tag's own segment: `POST /api/gateways/{gw}/sandboxes` →
 * `sandboxes.create`, `GET …/sandboxes/{name}` → `sandboxes.get`, `POST …/sandboxes/{name}/exec` → `sandboxes.exec`,
 * `GET …/sandboxes/{name}/logs` → `sandboxes.getLogs`. Literal segments in front of a parameter only scope the
 * path and are left out. A route whose path reads otherwise names its own (`operationId`); a test keeps them unique.
 */
export function operationIdOf(route: AnyRoute): string {
  if (route.operationId) return route.operationId;
  const tag = tagOf(route);
  const segments = route.path.split('/').filter((segment) => segment !== '' && segment !== 'api');
  const own = segments.lastIndexOf(tag);
  const rest = own >= 0 ? segments.slice(own + 1) : segments;
  const endsOnItem = isParam(rest.at(-1));
  // What the final parameter names stays in, as one (`…/members/{user}` → `deleteMember`).
  const words = rest.filter((segment, index) => !isParam(segment) && (!isParam(rest[index + 1]) || (endsOnItem && index === rest.length - 2)));
  if (endsOnItem && words.length > 0) words.push(singular(words.pop()!));
  let action: string;
  if (words.length === 0) action = (endsOnItem ? ON_ITEM : ON_COLLECTION)[route.method]!;
  else action = joined(endsOnItem ? ON_ITEM[route.method]! : ON_PART[route.method]!, words);
  return `${camel(tag)}.${action}${scopeSuffix(segments.slice(0, Math.max(own, 0)))}`;
}

function isParam(segment: string | undefined): boolean {
  return segment?.startsWith('{') ?? false;
}

function singular(word: string): string {
  return word
    .replace(/ies$/, 'y')
    .replace(/(x|ch|sh|ss)es$/, '$1')
    .replace(/([^s])s$/, '$1');
}

/**
 * The same operations on a narrower scope get its name: `/api/gateways/{gw}/approvals/pending` is
 * `approvals.getPending`, `/api/gateways/{gw}/sandboxes/{name}/approvals/pending` `approvals.getPendingInSandbox`.
 */
function scopeSuffix(before: string[]): string {
  const lastParam = before.findLastIndex(isParam);
  if (lastParam < 2) return '';
  return `In${joined('', [singular(before[lastParam - 1]!)]).replace(/^./, (c) => c.toUpperCase())}`;
}
