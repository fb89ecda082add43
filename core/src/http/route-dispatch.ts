import type KoaRouter from '@koa/router';
import type { Context, Middleware } from 'koa';

type Layer = KoaRouter['stack'][number];

/** The router context fields the kernel and @koa/router's `allowedMethods()` read. */
interface RoutedContext extends Context {
  matched?: Layer[];
  captures?: string[];
}

/**
 * Dispatches a request to the first route, in the router's order, whose path and method match — what
 * `router.routes()` does for the kernel's routes, without its per-request costs: `routes()` tests every layer's
 * expression (hundreds with the standard plugin set) and composes a fresh middleware chain for each request.
 * Here the layers are indexed by their first two path segments and by how many segments they have (a parameter
 * stands for exactly one), so a request tests only the layers that could match it, each still with the router's own
 * expression; a path the index does not know is tested against every layer of its first two segments, or every
 * layer, as before. `ctx.matched` keeps the router's meaning (the layers whose path matched, whatever
 * their method), so `allowedMethods()` still answers 405 and OPTIONS, and page fallbacks still see unmatched paths.
 * Assumes what buildRouter registers: one handler per layer, no router-level middleware, no host or prefix.
 */
export function routeDispatch(router: KoaRouter): Middleware {
  const candidatesFor = layerIndex(router.stack);
  return (ctx, next) => {
    const routed = ctx as RoutedContext;
    const path = ctx.path;
    const method = ctx.method;
    const matched: Layer[] = [];
    let chosen: Layer | undefined;
    for (const layer of candidatesFor(path)) {
      if (!layer.match(path)) continue;
      matched.push(layer);
      if (!chosen && layer.methods.includes(method)) chosen = layer;
    }
    routed.matched = matched;
    if (!chosen) return next();
    routed.captures = chosen.captures(path);
    routed.params = chosen.params(path, routed.captures, {});
    return chosen.stack[0]!(ctx as never, next);
  };
}

const PARAMETER = /^[:*{(]/;

/** The lower-cased first two segments of a path (the router matches case-insensitively), or null. */
function leadingKey(path: string): string | null {
  const first = path.indexOf('/', 1);
  if (first <= 1) return null;
  const second = path.indexOf('/', first + 1);
  const end = second === -1 ? path.length : second;
  if (end === first + 1) return null;
  return path.slice(0, end).toLowerCase();
}

/**
 * For each key some layer spells out literally, the layers that could match a path with that key: those spelling
 * the same key, and those with a parameter among their first two segments; and within those, by segment count. A
 * path whose key no layer spells out is tested against the whole stack; one whose count no layer of its key has,
 * against every layer of its key.
 */
function layerIndex(stack: Layer[]): (path: string) => Layer[] {
  const keyOf = new Map(stack.map((layer) => [layer, literalKey(layer)]));
  const buckets = new Map<string, Layer[]>();
  const counted = new Map<string, Layer[]>();
  for (const key of new Set(keyOf.values())) {
    if (key === null) continue;
    const layers = stack.filter((layer) => keyOf.get(layer) === key || keyOf.get(layer) === null);
    buckets.set(key, layers);
    const counts = layers.map(layerSegments);
    // A layer whose segments cannot be counted could match a path of any count: its key keeps one bucket.
    if (counts.includes(null)) continue;
    for (const count of new Set(counts))
      counted.set(
        `${key}#${count}`,
        layers.filter((_, index) => counts[index] === count),
      );
  }
  return (path) => {
    const key = leadingKey(path);
    if (key === null) return stack;
    return counted.get(`${key}#${requestSegments(path)}`) ?? buckets.get(key) ?? stack;
  };
}

/** How many segments every path a layer matches has, or null when its path is not plain segments. */
function layerSegments(layer: Layer): number | null {
  const path = layer.path;
  if (typeof path !== 'string' || !/^(\/[A-Za-z0-9._~-]+|\/:[A-Za-z_][A-Za-z0-9_]*)+$/.test(path)) return null;
  return path.split('/').length - 1;
}

/** A request path's segment count, a trailing slash aside (the router is not strict about it); null for empty segments. */
function requestSegments(path: string): number | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const segments = trimmed.split('/').slice(1);
  return segments.some((segment) => segment === '') ? null : segments.length;
}

/** A layer's leading key when both its segments are literal, or null. */
function literalKey(layer: Layer): string | null {
  const key = typeof layer.path === 'string' ? leadingKey(layer.path) : null;
  return key !== null && !key.split('/').some((segment) => PARAMETER.test(segment)) ? key : null;
}
