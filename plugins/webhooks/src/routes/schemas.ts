import { boundedJson, pagingQueryShape } from '@portcullis/core';
import { z } from 'zod';
import { DELIVERY_STATUSES } from '../outbox/log.ts';
import { webhookJsonSchema } from '../webhook/json.ts';
import { webhookNameSchema } from '../webhook/name.ts';

// Request shapes of the webhook endpoints. What depends on enabled plugins (channel types, their extra_config,
// event names) and the addresses are checked by WebhookRules in the handler.

export const URL_MAX = 2048;
/** extra_config as JSON text: ample for any channel's settings (a push subscription is a few hundred bytes). */
export const EXTRA_CONFIG_MAX_BYTES = 16 * 1024;
const EXTRA_CONFIG_MAX_DEPTH = 8;
const EVENT_TYPES_MAX = 100;

const url = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(URL_MAX, { error: `must be at most ${URL_MAX} characters` });
const eventTypes = z
  .array(z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }).max(100, { error: 'must be at most 100 characters' }), {
    error: 'must be a list of event names',
  })
  .min(1, { error: 'must name at least one event, or *' })
  .max(EVENT_TYPES_MAX, { error: `must have at most ${EVENT_TYPES_MAX} entries` });
const channelType = z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }).max(32, { error: 'must be at most 32 characters' });
const extraConfig = boundedJson(
  z.record(z.string(), z.unknown(), { error: 'must be an object' }).refine((value) => Buffer.byteLength(JSON.stringify(value)) <= EXTRA_CONFIG_MAX_BYTES, {
    error: `must be at most ${EXTRA_CONFIG_MAX_BYTES} bytes as JSON`,
  }),
  EXTRA_CONFIG_MAX_DEPTH,
);
const active = z.boolean({ error: 'must be true or false' });

export const webhookParams = z.object({ id: z.string().min(1).max(64) });

export const createBody = z.strictObject({
  name: webhookNameSchema.optional(),
  url,
  event_types: eventTypes,
  channel_type: channelType.default('generic'),
  extra_config: extraConfig.default({}),
  active: active.default(true),
});

export const updateBody = z
  .strictObject({
    name: webhookNameSchema.nullable().optional(),
    url: url.optional(),
    event_types: eventTypes.optional(),
    channel_type: channelType.optional(),
    extra_config: extraConfig.optional(),
    active: active.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'send at least one of name, url, event_types, channel_type, extra_config, active' });

const booleanText = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

export const listQuery = z.object({ ...pagingQueryShape, channel_type: channelType.optional(), active: booleanText.optional() });

export const deliveriesQuery = z.object({
  ...pagingQueryShape,
  status: z.enum(DELIVERY_STATUSES, { error: `must be one of ${DELIVERY_STATUSES.join(', ')}` }).optional(),
});

/** `secret` only for a channel that signs: the spec returns it for the generic channel alone. */
export const createResponse = webhookJsonSchema.extend({ secret: z.string().optional() });
