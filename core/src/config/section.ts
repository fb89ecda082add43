import type { z } from 'zod';
import { settingMeta } from './settings.ts';

/** A namespace of settings owned by the kernel or by one plugin. */
export interface ConfigSection<S extends z.ZodObject = z.ZodObject> {
  /** `''` for the kernel's own settings; otherwise a plugin-chosen namespace such as `webhook`. */
  namespace: string;
  schema: S;
}

export function yamlKey(namespace: string): string {
  return namespace === '' ? 'service' : namespace;
}

/** `SERVICE_` + namespace + key, unless the setting names its variable explicitly. */
export function envName(namespace: string, key: string, schema: z.ZodType): string {
  const explicit = settingMeta(schema).env;
  if (explicit) return explicit;
  const prefix = namespace === '' ? '' : `${namespace.toUpperCase().replaceAll('-', '_')}_`;
  return `SERVICE_${prefix}${key.toUpperCase()}`;
}

export interface SettingDescription {
  env: string;
  yaml: string;
  key: string;
  namespace: string;
  description: string;
  secret: boolean;
  default: unknown;
}

export function describeSection(section: ConfigSection): SettingDescription[] {
  return Object.entries(section.schema.shape).map(([key, schema]) => {
    const meta = settingMeta(schema as z.ZodType);
    const defaults = (schema as z.ZodType).safeParse(undefined);
    return {
      env: envName(section.namespace, key, schema as z.ZodType),
      yaml: `${yamlKey(section.namespace)}.${key}`,
      key,
      namespace: section.namespace,
      description: meta.description ?? '',
      secret: meta.secret === true,
      default: defaults.success ? defaults.data : undefined,
    };
  });
}
