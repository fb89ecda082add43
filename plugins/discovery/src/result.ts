import { z } from 'zod';

// The scan result of docs/decisions.md §9 — `scanned_at`, `domains`, `found`, `registered`, `skipped`, `candidates`
// with `host`, `port`, `endpoint`, `name`, `outcome`, `reason` — plus what an operator needs to act on it: the
// domain and a sentence per candidate, the domains whose lookup failed, what started the scan and whether it
// registered.

export const OUTCOMES = ['registered', 'new', 'skipped'] as const;
export const SKIP_REASONS = ['already_registered', 'duplicate', 'name_clash', 'endpoint_refused', 'resolution_failed', 'invalid_target'] as const;
export const TRIGGERS = ['manual', 'background'] as const;

export type Outcome = (typeof OUTCOMES)[number];
export type SkipReason = (typeof SKIP_REASONS)[number];
export type Trigger = (typeof TRIGGERS)[number];

export const candidateSchema = z.object({
  domain: z.string(),
  host: z.string(),
  port: z.number().int(),
  endpoint: z.string(),
  name: z.string(),
  /** `new`: would be registered, but the scan only reports (SERVICE_DISCOVERY_AUTO_REGISTER=false). */
  outcome: z.enum(OUTCOMES),
  reason: z.enum(SKIP_REASONS).nullable(),
  detail: z.string().nullable(),
});

export const scanResultSchema = z.object({
  scanned_at: z.string(),
  trigger: z.enum(TRIGGERS),
  auto_register: z.boolean(),
  domains: z.array(z.string()),
  found: z.number().int(),
  registered: z.number().int(),
  skipped: z.number().int(),
  candidates: z.array(candidateSchema),
  domain_errors: z.array(z.object({ domain: z.string(), error: z.string() })),
});

/** GET /api/gateways/discovery/status before the first scan: `scanned_at` null. */
export const statusSchema = scanResultSchema.extend({ scanned_at: z.string().nullable(), trigger: z.enum(TRIGGERS).nullable() });

export type Candidate = z.output<typeof candidateSchema>;
export type ScanResult = z.output<typeof scanResultSchema>;
export type DomainError = ScanResult['domain_errors'][number];
