import { z } from 'zod';

// A sandbox's service as the 0.1 gateway names it (docs/openshell-0.1.md §2.14): a DNS label, since the gateway puts it in
// the service's host name, and a loopback port inside the sandbox. Here, beside the sandbox name rule, so that the
// services endpoints and a sandbox's create body refuse the same names and ports before any RPC.

export const serviceNameSchema = z
  .string({ error: 'must be a string' })
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, { error: 'must be a DNS label: lower-case letters, digits and hyphens, at most 63 characters' });

export const servicePortSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(1, { error: 'must be at least 1' })
  .max(65535, { error: 'must be at most 65535' });
