import type { DeclarableKind, DeclaredFields } from '@portcullis/core';
import { z } from 'zod';

/** The declared objects of a document: kind → name → fields (no secrets). */
export type DeclaredState = Record<string, Record<string, DeclaredFields>>;

/** Where a secret's value is read at apply time: an environment variable of the service, or a file it can read. */
export type SecretRef = { env: string } | { file: string };

/** kind → name → secret field → reference. */
export type SecretRefs = Record<string, Record<string, Record<string, SecretRef>>>;

export interface FleetDocument {
  declared: DeclaredState;
  secrets: SecretRefs;
}

export const DOCUMENT_VERSION = 1;

export const secretRefSchema = z
  .union([
    z.strictObject({
      env: z
        .string({ error: 'must be a string' })
        .regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, { error: 'must be an environment variable name' })
        .describe('An environment variable of the service holding the value.'),
    }),
    z.strictObject({
      file: z
        .string({ error: 'must be a string' })
        .min(1, { error: 'must not be empty' })
        .max(4096, { error: 'must be at most 4096 characters' })
        .describe('A file the service can read holding the value (trailing newlines are dropped).'),
    }),
  ])
  .describe('A secret by reference, never its value: {env: NAME} or {file: path}.');

function secretSection(kind: DeclarableKind) {
  const fields = Object.keys(kind.secretFields);
  const refs = z.strictObject(Object.fromEntries(fields.map((field) => [field, secretRefSchema.optional()])));
  return z.record(kind.name, refs).optional().describe(`Secrets of ${kind.kind}, by name and field.`);
}

/**
 * The document's schema, composed of each declarable kind's own request schemas: one section per kind (objects by
 * stable name), and `secrets` beside them holding references only, so a document can be kept in Git.
 */
export function documentSchema(kinds: readonly DeclarableKind[]) {
  const sections = Object.fromEntries(kinds.map((kind) => [kind.kind, z.record(kind.name, kind.fields).optional().describe(kind.description)]));
  const withSecrets = kinds.filter((kind) => Object.keys(kind.secretFields).length > 0);
  return z.strictObject({
    version: z.literal(DOCUMENT_VERSION, { error: `must be ${DOCUMENT_VERSION}` }).describe('The document format version.'),
    ...sections,
    secrets: z
      .strictObject(Object.fromEntries(withSecrets.map((kind) => [kind.kind, secretSection(kind)])))
      .optional()
      .describe('Secret fields by reference ({env} or {file}); a document never holds a secret value.'),
  });
}

/** The published JSON Schema of the document (docs/fleet-document.schema.json is this for the standard set). */
export function documentJsonSchema(kinds: readonly DeclarableKind[]): Record<string, unknown> {
  return {
    title: 'Portcullis fleet document',
    ...z.toJSONSchema(documentSchema(kinds), { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }),
  };
}

/** The parsed document split into what is declared and the secret references; kinds in `kinds` order. */
export function documentOf(parsed: Record<string, unknown>, kinds: readonly DeclarableKind[]): FleetDocument {
  const declared: DeclaredState = {};
  for (const kind of kinds) {
    const section = parsed[kind.kind] as Record<string, DeclaredFields> | undefined;
    if (section) declared[kind.kind] = section;
  }
  return { declared, secrets: (parsed.secrets ?? {}) as SecretRefs };
}
