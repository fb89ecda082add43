import fc from 'fast-check';
import { deeplyNested, hostileValue } from './hostile.ts';

// Inputs derived from a route's declared schemas, through the JSON Schema the kernel generates from the zod
// schemas for its OpenAPI document: values that mostly fit (so requests get past the first check and reach the
// handler, the database and the gateway), then mutated where it hurts.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

const MAX_SCHEMA_DEPTH = 6;

/** Values of `schema`, roughly: patterns and bounds are followed where fast-check can, with boundary values. */
export function fitting(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_SCHEMA_DEPTH) return fc.jsonValue({ maxDepth: 2 });
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => fitting(choice, depth + 1)));
  if (schema.allOf?.length) return fitting(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'string':
      return text(schema);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 1000, 2 ** 31) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fitting(schema.items, depth + 1), { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return object(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function text(schema: JsonSchema): fc.Arbitrary<string> {
  const bounded = fc.string({ minLength: Math.min(schema.minLength ?? 0, 8), maxLength: Math.min(schema.maxLength ?? 24, 24) });
  const boundaries: string[] = [];
  if (schema.maxLength !== undefined && schema.maxLength < 100_000) boundaries.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
  if (schema.minLength) boundaries.push('a'.repeat(schema.minLength - 1));
  const matching = schema.pattern ? patternText(schema.pattern) : null;
  return fc.oneof(
    { weight: 4, arbitrary: matching ?? bounded },
    { weight: 1, arbitrary: bounded },
    ...(boundaries.length ? [{ weight: 1, arbitrary: fc.constantFrom(...boundaries) }] : []),
  );
}

function patternText(pattern: string): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((value) => value.length <= 300);
  } catch {
    return null;
  }
}

function object(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length > 0) {
    const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fitting(value, depth + 1)]));
    return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
  }
  if (typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fitting(schema.additionalProperties, depth + 1), { maxKeys: 3 });
  }
  return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
}

/**
 * A fitting value, or one with a single place made hostile: a leaf replaced by a hostile value, a prototype key
 * added, the whole value buried under deep nesting, or something else entirely.
 */
export function hostileVariant(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: value },
    { weight: 4, arbitrary: fc.tuple(value, hostileValue, fc.nat()).map(([fit, bad, pick]) => replaceNode(fit, bad, pick)) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.nat()).map(([fit, key, pick]) => addKey(fit, key, pick)),
    },
    { weight: 1, arbitrary: fc.tuple(value, fc.integer({ min: 60, max: 2000 })).map(([fit, depth]) => deeplyNested(depth, fit)) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Containers and leaves of `root`, each with a way to replace it (the root itself last). */
function nodes(root: unknown): Array<{ value: unknown; replace: (next: unknown) => unknown }> {
  const found: Array<{ value: unknown; replace: (next: unknown) => unknown }> = [];
  const visit = (value: unknown, replace: (next: unknown) => unknown): void => {
    if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        visit((value as Record<string, unknown>)[key], (next) => {
          Object.defineProperty(value, key, { value: next, enumerable: true, writable: true, configurable: true });
          return root;
        });
      }
    }
    found.push({ value, replace });
  };
  visit(root, (next) => next);
  return found;
}

function replaceNode(root: unknown, replacement: unknown, pick: number): unknown {
  const all = nodes(structuredClone(root));
  return all[pick % all.length]!.replace(replacement);
}

function addKey(root: unknown, key: string, pick: number): unknown {
  const copy = structuredClone(root);
  const objects = nodes(copy).filter((node) => node.value && typeof node.value === 'object' && !Array.isArray(node.value));
  if (objects.length === 0) return copy;
  const target = objects[pick % objects.length]!.value as object;
  Object.defineProperty(target, key, { value: { polluted: true }, enumerable: true, writable: true, configurable: true });
  return copy;
}
