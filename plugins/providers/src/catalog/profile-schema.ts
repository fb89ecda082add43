import { z } from 'zod';
import { PROVIDER_TYPE_CATEGORIES } from './provider-type.ts';

// A provider profile as an operator imports it into a 0.1 gateway (docs/wire-lines.md: their catalog starts empty):
// what the provider type is, which credentials it takes as which environment variables, and where it connects.

const ENTRIES_MAX = 64;

const envVar = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,255}$/, { error: 'must be an environment variable name' });

const credential = z.strictObject({
  name: z.string().min(1).max(128),
  description: z.string().max(2000).default(''),
  env_vars: z.array(envVar).min(1, { error: 'needs at least one environment variable' }).max(8),
  required: z.boolean().default(false),
});

const endpoint = z.strictObject({
  host: z.string().min(1).max(253),
  port: z.number().int().min(1).max(65_535),
});

export const profileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9](?:[a-z0-9._-]{0,61}[a-z0-9])?$/, { error: 'must be lower-case letters, digits, dots, hyphens and underscores (at most 63)' }),
  display_name: z.string().max(200).default(''),
  description: z.string().max(2000).default(''),
  category: z.enum(PROVIDER_TYPE_CATEGORIES.filter((category) => category !== 'unspecified') as [string, ...string[]]).default('other'),
  credentials: z.array(credential).max(ENTRIES_MAX).default([]),
  endpoints: z.array(endpoint).max(ENTRIES_MAX).default([]),
  binaries: z.array(z.string().min(1).max(4096)).max(ENTRIES_MAX).default([]),
  inference_capable: z.boolean().default(false),
});

export const profilesBody = z.strictObject({ profiles: z.array(profileSchema).min(1, { error: 'send at least one profile' }).max(50) });

export type ProfileBody = z.output<typeof profileSchema>;
