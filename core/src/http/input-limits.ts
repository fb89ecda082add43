import { z } from 'zod';

// How deeply request input may nest objects and arrays. The deepest document a route takes (a policy: document →
// network_policies → rule → endpoints → endpoint → rules → allow → query → matcher → ...) is about a dozen
// levels, while everything that walks a value recursively (zod, the canonicaliser behind fingerprints and the
// audit chain, protobuf encoding, JSON.stringify) runs out of stack somewhere in the thousands. 64 leaves room for
// any real document and stays far from every stack.
export const MAX_INPUT_DEPTH = 64;

/**
 * The shape a request body may have besides its bytes: nesting, members of one object, items of one array and values
 * in all. Parsing, the kernel's input checks and a route's schema each cost time per value, so these bound what one
 * body can cost (a 10 MiB body of a million keys took seconds), and an answer naming bad fields stays short.
 */
export interface InputShapeLimits {
  depth: number;
  members: number;
  items: number;
  values: number;
}

export function inputShapeLimits(config: { limit_max_object_members: number; limit_max_array_items: number; limit_max_body_values: number }): InputShapeLimits {
  return { depth: MAX_INPUT_DEPTH, members: config.limit_max_object_members, items: config.limit_max_array_items, values: config.limit_max_body_values };
}

/** Whether `value` nests objects or arrays more than `max` levels deep; never looks below level `max + 1`. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= max) return true;
    for (const inner of Object.values(item.value)) pending.push({ value: inner, depth: item.depth + 1 });
  }
  return false;
}

/**
 * `schema`, but refused with a clear message when the value nests deeper than `maxDepth`, before `schema` (or
 * anything after it: canonicalising, protobuf encoding) walks it. For free-form JSON inside a body, such as a
 * policy middleware's `config`, that a gateway would refuse or a recursive walk could not finish.
 */
export function boundedJson<S extends z.ZodType>(schema: S, maxDepth: number = MAX_INPUT_DEPTH) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (nestedDeeperThan(value, maxDepth)) ctx.addIssue({ code: 'custom', message: `must not nest objects or arrays more than ${maxDepth} levels deep` });
    })
    .pipe(schema);
}
