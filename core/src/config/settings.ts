import { z } from 'zod';

// Schema builders for settings. A value arrives either as a string from the environment or typed from YAML, so
// every builder accepts both. `.meta({ env })` overrides the derived variable name; `.meta({ secret: true })`
// marks a value that is redacted wherever configuration is shown.

export interface SettingMeta {
  env?: string;
  secret?: boolean;
  description?: string;
  /** Set by the builders: what shape a YAML value may have (a scalar, a list of scalars, or any JSON). */
  kind?: SettingKind;
}

export type SettingKind = 'scalar' | 'list' | 'json';

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off', '']);

function describe<T extends z.ZodType>(schema: T, description: string, meta: SettingMeta = {}, kind: SettingKind = 'scalar'): T {
  return schema.meta({ ...meta, description, kind }) as T;
}

export const setting = {
  bool(defaultValue: boolean, description: string, meta?: SettingMeta) {
    const parsed = z.preprocess(
      (value) => {
        if (typeof value !== 'string') return value;
        const lower = value.trim().toLowerCase();
        if (TRUE.has(lower)) return true;
        if (FALSE.has(lower)) return false;
        return value;
      },
      z.boolean({ error: 'expected true or false' }),
    );
    return describe(parsed.default(defaultValue), description, meta);
  },

  int(defaultValue: number, description: string, bounds: { min?: number; max?: number } = {}, meta?: SettingMeta) {
    return describe(integer(bounds).default(defaultValue), description, meta);
  },

  /** A number that may have a fraction (a share, such as a sampling ratio). */
  number(defaultValue: number, description: string, bounds: { min: number; max: number }, meta?: SettingMeta) {
    const parsed = z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: 'expected a number' })
        .min(bounds.min, { error: `must be at least ${bounds.min}` })
        .max(bounds.max, { error: `must be at most ${bounds.max}` }),
    );
    return describe(parsed.default(defaultValue), description, meta);
  },

  optionalInt(description: string, bounds: { min?: number; max?: number } = {}, meta?: SettingMeta) {
    return describe(integer(bounds).optional(), description, meta);
  },

  string(defaultValue: string, description: string, meta?: SettingMeta) {
    return describe(z.string().default(defaultValue), description, meta);
  },

  optionalString(description: string, meta?: SettingMeta) {
    return describe(z.string().optional(), description, meta);
  },

  secret(description: string, meta?: SettingMeta) {
    return describe(z.string().min(1).optional(), description, { ...meta, secret: true });
  },

  oneOf<const T extends readonly [string, ...string[]]>(values: T, defaultValue: T[number], description: string, meta?: SettingMeta) {
    return describe(z.enum(values).default(defaultValue as never), description, meta);
  },

  /** Comma-separated in the environment, a list in YAML. */
  list(defaultValue: string[], description: string, meta?: SettingMeta) {
    const parsed = z.preprocess((value) => {
      if (typeof value !== 'string') return value;
      return value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0);
    }, z.array(z.string()));
    return describe(parsed.default(defaultValue), description, meta, 'list');
  },

  /** JSON text in the environment, structured in YAML. */
  json<T extends z.ZodType>(schema: T, defaultValue: z.output<T>, description: string, meta?: SettingMeta) {
    const parsed = z.preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return Symbol.for('invalid-json');
      }
    }, schema);
    return describe(parsed.default(defaultValue as never), description, meta, 'json');
  },
};

function integer(bounds: { min?: number; max?: number }) {
  let number = z.coerce.number({ error: 'expected an integer' }).int({ error: 'expected an integer' });
  if (bounds.min !== undefined) number = number.min(bounds.min, { error: `must be at least ${bounds.min}` });
  if (bounds.max !== undefined) number = number.max(bounds.max, { error: `must be at most ${bounds.max}` });
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), number);
}

export function settingMeta(schema: z.ZodType): SettingMeta {
  return (schema.meta() ?? {}) as SettingMeta;
}
