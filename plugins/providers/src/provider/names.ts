import { z } from 'zod';

// Provider names appear in paths, audit rows and sandbox specs. Gateways accept any string, but Portcullis
// creates only lower-case DNS labels (1-63 letters, digits and hyphens, starting and ending with a letter or
// digit) so that every name it makes is safe in a URL and in a Kubernetes-style reference. Names of providers
// created elsewhere are still reachable: path parameters accept any name without a slash.
export const PROVIDER_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const PROVIDER_NAME_MAX = 63;

export const providerNameSchema = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'is required' })
  .max(PROVIDER_NAME_MAX, { error: `must be at most ${PROVIDER_NAME_MAX} characters` })
  .regex(PROVIDER_NAME_PATTERN, { error: 'must be a lower-case DNS label: letters, digits and hyphens, starting and ending with a letter or digit' });

/** A provider name in a path: anything a gateway might hold; unknown names answer 404 PROVIDER_NOT_FOUND. */
export const providerPathName = z
  .string()
  .min(1)
  .max(253, { error: 'must be at most 253 characters' })
  .regex(/^[^/\s]+$/, { error: 'must not contain slashes or spaces' });

// Gateways check only that a type is non-empty and at most 64 characters; a slug keeps it printable.
export const PROVIDER_TYPE_MAX = 64;
export const providerTypeNameSchema = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'is required' })
  .max(PROVIDER_TYPE_MAX, { error: `must be at most ${PROVIDER_TYPE_MAX} characters` })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'must be a type slug: letters, digits, dots, hyphens and underscores' });
