import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { type ProviderType, providerTypeSchema } from './provider-type.ts';

// The documented fallback catalogue (data/provider-types.yaml), for gateways that lack ListProviderProfiles.
// Read and checked once, at first use: a broken file is a packaging bug and should fail loudly.

const FILE = new URL('../../data/provider-types.yaml', import.meta.url);

let cached: ProviderType[] | null = null;

export function staticProviderTypes(): ProviderType[] {
  cached ??= z.array(providerTypeSchema).parse(parse(readFileSync(FILE, 'utf8')));
  return cached.map((type) => structuredClone(type));
}
