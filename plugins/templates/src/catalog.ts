import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBody } from '@portcullis/plugin-sandboxes';
import { parse } from 'yaml';
import { z } from 'zod';

// Templates are data: one YAML file each in plugins/templates/templates/. A template's `config` is a sandbox
// create body without `name` (the caller names the sandbox): POST {...config, name} to
// /api/gateways/{gw}/sandboxes. Each file is checked against the create body schema itself, so a template can
// never offer something a create would refuse.

const TEMPLATE_NAME = /^[a-z][a-z0-9-]*$/;
// Stands in for the caller's sandbox name while a template's config is checked as a create body.
const PROBE_NAME = 'template-check';

const configSchema = z
  .strictObject({
    image: z.string(),
    gpu: z.union([z.boolean(), z.strictObject({ count: z.number().int() })]),
    providers: z.array(z.string()),
    environment: z.record(z.string(), z.string()),
    presets: z.array(z.string()),
  })
  .superRefine((config, ctx) => {
    const asCreate = createBody.safeParse({ ...config, name: PROBE_NAME });
    for (const issue of asCreate.success ? [] : asCreate.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

export const templateSchema = z.strictObject({
  name: z.string().regex(TEMPLATE_NAME),
  category: z.string().min(1).max(100),
  description: z.string().min(1).max(1000),
  config: configSchema,
});

export type Template = z.output<typeof templateSchema>;

const DIRECTORY = fileURLToPath(new URL('../templates/', import.meta.url));

let cached: Template[] | null = null;

/** Every template file, validated and sorted by name (a broken file is a bug in this package: loading throws). */
export function templateCatalog(): Template[] {
  if (cached) return cached;
  const templates = readdirSync(DIRECTORY)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const result = templateSchema.safeParse(parse(readFileSync(`${DIRECTORY}${file}`, 'utf8')));
      if (!result.success) throw new Error(`template file ${file}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      if (`${result.data.name}.yaml` !== file) throw new Error(`template file ${file} declares name ${result.data.name}`);
      return result.data;
    });
  cached = templates;
  return templates;
}
