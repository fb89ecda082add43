import { z } from 'zod';

// The domains a scan asks about: DNS names in letters, digits and hyphens (case-insensitive, a trailing dot
// allowed), short enough that `_openshell._tcp.<domain>` is still a valid DNS name. They arrive from the
// configuration and from request bodies, so they are checked before anything is sent to a DNS server.

export const SRV_PREFIX = '_openshell._tcp.';
/** Domains one POST /api/gateways/discover may name: each costs a DNS lookup with its own timeout. */
export const MAX_REQUEST_DOMAINS = 20;

const DOMAIN_MAX = 253 - SRV_PREFIX.length;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Lower case without the trailing dot, or null for something that is not a DNS name. */
export function normaliseDomain(raw: string): string | null {
  const lower = raw.toLowerCase();
  const name = lower.endsWith('.') ? lower.slice(0, -1) : lower;
  if (name.length === 0 || name.length > DOMAIN_MAX) return null;
  return name.split('.').every((label) => LABEL.test(label)) ? name : null;
}

export const DOMAIN_RULE = `a DNS name of at most ${DOMAIN_MAX} characters: dot-separated labels of letters, digits and hyphens (1-63 characters, no hyphen first or last)`;

/** Normalised and without repeats, in the order given. */
export function distinctDomains(domains: string[]): string[] {
  return [...new Set(domains.map((domain) => normaliseDomain(domain) ?? domain))];
}

const domainSchema = z.string({ error: 'must be a string' }).refine((value) => normaliseDomain(value) !== null, { error: `must be ${DOMAIN_RULE}` });

export const discoverBody = z.strictObject(
  {
    domains: z
      .array(domainSchema, { error: 'must be a list of domain names' })
      .min(1, { error: 'must name at least one domain (leave it out to scan the configured domains)' })
      .max(MAX_REQUEST_DOMAINS, { error: `must name at most ${MAX_REQUEST_DOMAINS} domains` })
      .optional(),
  },
  { error: 'must be an object' },
);
