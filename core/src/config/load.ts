import { readFileSync, existsSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { REDACTED, redactSecrets } from '../redact.ts';
import { describeSection, envName, yamlKey, type ConfigSection } from './section.ts';
import { settingMeta } from './settings.ts';

export type Environment = Record<string, string | undefined>;
export type YamlDocument = Record<string, unknown>;

export interface LoadedSection {
  values: Record<string, unknown>;
  errors: string[];
}

export function readYamlFile(path: string): { document: YamlDocument; error?: string } {
  if (!existsSync(path)) return { document: {}, error: `configuration file ${path} does not exist` };
  try {
    const parsed = parseYaml(readFileSync(path, 'utf8')) ?? {};
    if (typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { document: {}, error: `${path}: the top level must be a mapping` };
    }
    return { document: parsed as YamlDocument };
  } catch (error) {
    return { document: {}, error: `${path}: ${(error as Error).message}` };
  }
}

function rawValues(section: ConfigSection, env: Environment, yaml: YamlDocument): Record<string, unknown> {
  const fromYaml = (yaml[yamlKey(section.namespace)] ?? {}) as Record<string, unknown>;
  const raw: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(section.schema.shape)) {
    const fromEnv = env[envName(section.namespace, key, schema as z.ZodType)];
    if (fromEnv !== undefined) raw[key] = fromEnv;
    else if (key in fromYaml) raw[key] = fromYaml[key];
  }
  return raw;
}

function shown(value: unknown, secret: boolean): string {
  if (secret) return REDACTED;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Validates one section key by key, so one bad value never hides the others: valid keys keep their values,
 * invalid ones fall back to their defaults and are reported. Errors name the environment variable, which is what
 * an operator has to fix.
 */
export function loadSection(section: ConfigSection, env: Environment, yaml: YamlDocument): LoadedSection {
  const raw = rawValues(section, env, yaml);
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, schema] of Object.entries(section.schema.shape) as Array<[string, z.ZodType]>) {
    const result = schema.safeParse(raw[key]);
    if (result.success) {
      values[key] = result.data;
      continue;
    }
    const fallback = schema.safeParse(undefined);
    if (fallback.success) values[key] = fallback.data;
    const name = envName(section.namespace, key, schema);
    const given = raw[key] === undefined ? '' : ` (got ${shown(raw[key], settingMeta(schema).secret === true)})`;
    for (const issue of result.error.issues) {
      const where = issue.path.length > 0 ? `${name}[${issue.path.join('.')}]` : name;
      errors.push(`${where}: ${issue.message}${given}`);
    }
  }
  return { values, errors };
}

/** Configuration as it may be shown to an administrator: secrets replaced. */
export function redactedSection(section: ConfigSection, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const setting of describeSection(section)) {
    const value = values[setting.key];
    // A structured setting may hold secrets inside (a client_secret in a list of identity providers).
    out[setting.key] = setting.secret && value !== undefined ? REDACTED : redactSecrets(value);
  }
  return out;
}

/** Every `SERVICE_*` variable that no loaded section knows: most likely a typo. */
export function unknownVariables(sections: ConfigSection[], env: Environment, extra: string[] = []): string[] {
  const known = new Set(extra);
  for (const section of sections) for (const setting of describeSection(section)) known.add(setting.env);
  return Object.keys(env).filter((name) => name.startsWith('SERVICE_') && !known.has(name)).sort();
}
