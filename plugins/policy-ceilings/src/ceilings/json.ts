import { z } from 'zod';
import type { CeilingRecord } from './store.ts';

// A ceiling as the API shows it, and the shapes of judgements.

export const ceilingJsonSchema = z.object({
  gateway: z.string(),
  /** The sandboxes it binds (`key:value,...`); null: every sandbox of the gateway. */
  sandbox_selector: z.string().nullable(),
  network_policies: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string(),
});

export type CeilingJson = z.output<typeof ceilingJsonSchema>;

export function ceilingJson(record: CeilingRecord): CeilingJson {
  return {
    gateway: record.gateway,
    sandbox_selector: record.selector || null,
    network_policies: record.networkPolicies,
    version: record.version,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    updated_by: record.updatedBy,
  };
}

export const counterexampleSchema = z.object({
  rule: z.string(),
  host: z.string(),
  port: z.number().int(),
  binary: z.string(),
  private_address: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  ceiling: z.string().nullable(),
});

export const verdictSchema = z.object({
  within: z.boolean(),
  counterexamples: z.array(counterexampleSchema),
  ceilings: z.array(z.string().nullable()),
});

export const driftItemSchema = z.object({
  sandbox: z.string(),
  workspace: z.string(),
  policy_version: z.number().int(),
  ceilings: z.array(z.string().nullable()),
  undecided: z.boolean(),
  counterexamples: z.array(counterexampleSchema),
});
