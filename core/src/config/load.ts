import { existsSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { REDACTED, redactSecrets } from '../redact.ts';
import { didYouMean } from '../text/closest.ts';
import { type ConfigSection, describeSection, envName, yamlKey } from './section.ts';
import { type SettingKind, settingMeta } from './settings.ts';

export type Environment = Record<string, string | undefined>;
export type YamlDocument = Record<string, unknown>;

/** A YAML settings file as read, with its path (problems name the file). */
export interface YamlSource {
  path: string;
  document: YamlDocument;
}

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

/** Where a value was given: the environment variable, or the file and YAML key (problems name it). */
interface Given {
  value: unknown;
  where: string;
  /** A YAML list or mapping where one value belongs. */
  notScalar?: boolean;
}

/** The section's mapping in a YAML file, when it is one (yaml-shape.ts reports any other shape). */
function sectionOf(source: YamlSource, section: ConfigSection): Record<string, unknown> {
  const value = source.document[yamlKey(section.namespace)];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Each key's value: the environment wins over the files, the operator's file (listed first) over the defaults. */
function givenValues(section: ConfigSection, env: Environment, yaml: YamlSource[]): Map<string, Given> {
  const given = new Map<string, Given>();
  for (const [key, schema] of Object.entries(section.schema.shape) as Array<[string, z.ZodType]>) {
    const name = envName(section.namespace, key, schema);
    if (env[name] !== undefined) {
      given.set(key, { value: env[name], where: name });
      continue;
    }
    const source = yaml.find((candidate) => key in sectionOf(candidate, section));
    const value = source ? sectionOf(source, section)[key] : undefined;
    if (!source || value === null) continue;
    const where = `${source.path}: ${yamlKey(section.namespace)}.${key}`;
    const kind = settingMeta(schema).kind ?? 'scalar';
    given.set(key, kind === 'scalar' && typeof value === 'object' ? { value, where, notScalar: true } : { value: fromYaml(value, kind), where });
  }
  return given;
}

/**
 * A YAML value read by the same rules as the environment variable: scalars as the text they would be in the
 * environment (so `port: true` is no more a port than SERVICE_PORT=true), lists item by item; JSON settings take
 * any structure.
 */
function fromYaml(value: unknown, kind: SettingKind): unknown {
  if (kind === 'json') return value;
  const text = (item: unknown) => (typeof item === 'number' || typeof item === 'boolean' ? String(item) : item);
  return Array.isArray(value) ? value.map(text) : text(value);
}

function shown(value: unknown, secret: boolean): string {
  if (secret) return REDACTED;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Validates one section key by key, so one bad value never hides the others: valid keys keep their values,
 * invalid ones fall back to their defaults and are reported, naming the environment variable or the file and YAML
 * key the value came from. The section's own checks across keys (a `superRefine` on its schema: "this needs that")
 * run in the same pass over the valid values (an invalid one counts as not given), so they are reported with the
 * bad values, not in a second round after those are fixed.
 */
export function loadSection(section: ConfigSection, env: Environment, yaml: YamlSource[]): LoadedSection {
  const given = givenValues(section, env, yaml);
  const values: Record<string, unknown> = {};
  const errors: string[] = [];
  const invalid = new Set<string>();
  for (const [key, schema] of Object.entries(section.schema.shape) as Array<[string, z.ZodType]>) {
    const input = given.get(key);
    const result = input?.notScalar ? null : schema.safeParse(input?.value);
    if (result?.success) {
      values[key] = result.data;
      continue;
    }
    invalid.add(key);
    const fallback = schema.safeParse(undefined);
    if (fallback.success) values[key] = fallback.data;
    const where = input?.where ?? envName(section.namespace, key, schema);
    const got = input === undefined ? '' : ` (got ${shown(input.value, settingMeta(schema).secret === true)})`;
    const issues = result?.error.issues ?? [{ path: [], message: 'expected a single value, not a list or mapping' }];
    for (const issue of issues) {
      errors.push(`${issue.path.length > 0 ? `${where}[${issue.path.join('.')}]` : where}: ${issue.message}${got}`);
    }
  }
  const valid = [...given].filter(([key]) => !invalid.has(key));
  const whole = section.schema.safeParse(Object.fromEntries(valid.map(([key, { value }]) => [key, value])));
  if (whole.success) return { values: whole.data as Record<string, unknown>, errors };
  for (const issue of whole.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && invalid.has(key)) continue;
    const schema = typeof key === 'string' ? (section.schema.shape[key] as z.ZodType | undefined) : undefined;
    errors.push(schema ? `${given.get(key as string)?.where ?? envName(section.namespace, key as string, schema)}: ${issue.message}` : issue.message);
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

/** Every `SERVICE_*` variable that no loaded section knows (most likely a typo), with the nearest known name. */
export function unknownVariables(sections: ConfigSection[], env: Environment, extra: string[] = []): Array<{ name: string; hint: string }> {
  const known = new Set(extra);
  for (const section of sections) for (const setting of describeSection(section)) known.add(setting.env);
  return Object.keys(env)
    .filter((name) => name.startsWith('SERVICE_') && !known.has(name))
    .sort()
    .map((name) => ({ name, hint: didYouMean(name, known) }));
}
