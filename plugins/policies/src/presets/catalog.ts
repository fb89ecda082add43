import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { networkRuleSchema, ruleKeySchema } from '../document/schema.ts';

// Presets are data: one small documented YAML file each in plugins/policies/presets/. A preset is a set of network
// rules under stable keys (`preset-<name>`), applied with add_rule and removed again with remove_rule.

const presetSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9-]*$/),
  title: z.string().min(1),
  description: z.string().min(1),
  rules: z
    .record(
      ruleKeySchema.refine((key) => key.startsWith('preset-'), 'preset rule keys start with preset-'),
      networkRuleSchema,
    )
    .refine((rules) => Object.keys(rules).length > 0, 'a preset needs at least one rule'),
});

export type Preset = z.output<typeof presetSchema>;

const DIRECTORY = fileURLToPath(new URL('../../presets/', import.meta.url));

let cached: Map<string, Preset> | null = null;

/** Every preset file, validated (a broken file is a bug in this package: loading throws). */
export function presetCatalog(): Map<string, Preset> {
  if (cached) return cached;
  const presets = new Map<string, Preset>();
  for (const file of readdirSync(DIRECTORY)
    .filter((name) => name.endsWith('.yaml'))
    .sort()) {
    const result = presetSchema.safeParse(parse(readFileSync(`${DIRECTORY}${file}`, 'utf8')));
    if (!result.success) throw new Error(`preset file ${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    if (`${result.data.name}.yaml` !== file) throw new Error(`preset file ${file} declares name ${result.data.name}`);
    presets.set(result.data.name, result.data);
  }
  cached = presets;
  return presets;
}

export function presetSummary(preset: Preset) {
  return { name: preset.name, title: preset.title, description: preset.description, rule_keys: Object.keys(preset.rules) };
}
