import { workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { DEFAULT_ROUTE, MAX_TIMEOUT_SECS, ROUTE_NAMES } from './route-json.ts';

const routeName = z.enum(ROUTE_NAMES, { error: `must be one of ${ROUTE_NAMES.join(', ')}` });

export const routeQuery = z.object({ ...workspaceQueryShape, route: routeName.default(DEFAULT_ROUTE) });

const printable = /^[^\p{Cc}]+$/u;

export const putBody = z.strictObject({
  provider: z
    .string({ error: 'must be a string' })
    .min(1, { error: 'is required' })
    .max(253, { error: 'must be at most 253 characters' })
    .regex(/^[^/\s]+$/, { error: 'must be a provider name (no slashes or spaces)' }),
  model: z
    .string({ error: 'must be a string' })
    .min(1, { error: 'is required' })
    .max(256, { error: 'must be at most 256 characters' })
    .regex(printable, { error: 'must not contain control characters' }),
  timeout_secs: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be an integer' })
    .min(0, { error: 'must be at least 0 (0 means the gateway default of 60 seconds)' })
    .max(MAX_TIMEOUT_SECS, { error: `must be at most ${MAX_TIMEOUT_SECS}` })
    .default(0),
  route: routeName.default(DEFAULT_ROUTE),
  verify: z.boolean({ error: 'must be true or false' }).default(true),
});

export type PutBody = z.output<typeof putBody>;
