import { z } from 'zod';

// A webhook's name is how a fleet document addresses it (docs/fleet-config.md): a lower-case DNS label like the
// names of providers and workspaces, so it reads the same in a URL, a YAML key and an audit row.
export const WEBHOOK_NAME_MAX = 63;
const WEBHOOK_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const webhookNameSchema = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(WEBHOOK_NAME_MAX, { error: `must be at most ${WEBHOOK_NAME_MAX} characters` })
  .regex(WEBHOOK_NAME_PATTERN, { error: 'must be a lower-case DNS label: letters, digits and hyphens, starting and ending with a letter or digit' });
