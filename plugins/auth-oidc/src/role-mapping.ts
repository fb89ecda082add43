import { highestRole, type Role } from '@portcullis/core';
import type { ProviderSettings } from './config.ts';

/** The claim's values: one string, a list of strings, or a space-separated string (as scopes are written). */
function claimValues(value: unknown): string[] {
  if (typeof value === 'string') return value.split(' ').filter((item) => item.length > 0);
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/**
 * The global role a provider's claims map to: the highest of the roles its configured values name; the default
 * role when none matches (the mapping decides, so a person taken out of every mapped group is demoted). Undefined
 * when the provider has no mapping: roles are then managed here.
 */
export function mappedRole(provider: ProviderSettings, claims: Record<string, unknown>, defaultRole: Role): Role | undefined {
  const mapping = provider.role_mapping;
  if (!mapping) return undefined;
  const roles = claimValues(claims[mapping.claim]).flatMap((value) => (Object.hasOwn(mapping.values, value) ? [mapping.values[value]!] : []));
  return highestRole(roles) ?? defaultRole;
}
