import { readFileSync, existsSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { REDACTED } from '../redact.ts';
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

/** Validates one section; errors name the environment variable so an operator knows what to fix. */
export function loadSection(section: ConfigSection, env: Environment, yaml: YamlDocument): LoadedSection {
  const raw = rawValues(section, env, yaml);
  const result = section.schema.safeParse(raw);
  if (result.success) return { values: result.data as Record<string, unknown>, errors: [] };
  const errors = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const schema = section.schema.shape[key] as z.ZodType | undefined;
    if (!schema) return issue.message;
    const name = envName(section.namespace, key, schema);
    const given = raw[key] === undefined ? '' : ` (got ${shown(raw[key], settingMeta(schema).secret === true)})`;
    const where = issue.path.length > 1 ? `${name}[${issue.path.slice(1).join('.')}]` : name;
    return `${where}: ${issue.message}${given}`;
  });
  return { values: {}, errors };
}

/** Configuration as it may be shown to an administrator: secrets replaced. */
export function redactedSection(section: ConfigSection, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const setting of describeSection(section)) {
    const value = values[setting.key];
    out[setting.key] = setting.secret && value !== undefined ? REDACTED : value;
  }
  return out;
}

/** Every `SERVICE_*` variable that no loaded section knows: most likely a typo. */
export function unknownVariables(sections: ConfigSection[], env: Environment, extra: string[] = []): string[] {
  const known = new Set(extra);
  for (const section of sections) for (const setting of describeSection(section)) known.add(setting.env);
  return Object.keys(env).filter((name) => name.startsWith('SERVICE_') && !known.has(name)).sort();
}
