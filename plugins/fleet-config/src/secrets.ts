import { readFile } from 'node:fs/promises';
import { type DeclarableKind, type FieldError, problems } from '@portcullis/core';
import type { SecretRef, SecretRefs } from './document.ts';

/** Longer than any credential a kind takes (PEM bundles included). */
const SECRET_FILE_MAX_BYTES = 128 * 1024;

async function secretValue(ref: SecretRef): Promise<string | { error: string }> {
  if ('env' in ref) return process.env[ref.env] ?? { error: `environment variable ${ref.env} is not set` };
  try {
    const text = await readFile(ref.file, 'utf8');
    if (Buffer.byteLength(text) > SECRET_FILE_MAX_BYTES) return { error: `file ${ref.file} is larger than ${SECRET_FILE_MAX_BYTES} bytes` };
    return text.replace(/\n+$/, '');
  } catch {
    return { error: `file ${ref.file} cannot be read` };
  }
}

/**
 * The values of the secrets that the given creates set, read from their references and checked by the owner's
 * schema of each field; 400 VALIDATION_ERROR naming every reference that cannot be read or whose value is refused
 * (without the value).
 */
export async function resolveSecrets(refs: SecretRefs, wanted: Array<{ kind: DeclarableKind; name: string }>): Promise<Map<string, Record<string, string>>> {
  const resolved = new Map<string, Record<string, string>>();
  const errors: FieldError[] = [];
  for (const { kind, name } of wanted) {
    const values: Record<string, string> = {};
    for (const [field, ref] of Object.entries(refs[kind.kind]?.[name] ?? {})) {
      const path = `body.secrets.${kind.kind}.${name}.${field}`;
      const value = await secretValue(ref);
      if (typeof value !== 'string') {
        errors.push({ path, message: value.error });
        continue;
      }
      const checked = kind.secretFields[field]!.safeParse(value);
      if (checked.success) values[field] = checked.data;
      else errors.push({ path, message: `the referenced value ${checked.error.issues[0]?.message ?? 'is not valid'}` });
    }
    resolved.set(`${kind.kind}/${name}`, values);
  }
  if (errors.length > 0) throw problems.validation(errors, 'A secret reference cannot be used.');
  return resolved;
}
