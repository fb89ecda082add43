import { pagingQueryShape } from '@portcullis/core';
import { gatewayNameSchema, labelFilterSchema, workspaceSchema } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { sandboxJsonSchema } from '../sandbox/json.ts';
import { SANDBOX_STATES } from '../sandbox/state.ts';

// GET /api/sandboxes: the query (filters, order, paging) and the answer (a page, and the gateways that did not answer).

export const INVENTORY_SORT_KEYS = ['name', 'gateway', 'state', 'created_at'] as const;
export type InventorySortKey = (typeof INVENTORY_SORT_KEYS)[number];

const MAX_GATEWAYS = 100;
const sortValues = INVENTORY_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);

/** `gateway=a&gateway=b` or one `gateway=a`: always a list. */
const gatewayList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(gatewayNameSchema).max(MAX_GATEWAYS, { error: `at most ${MAX_GATEWAYS} gateways` }),
);

export const inventoryQuery = z.object({
  gateway: gatewayList,
  state: z.enum(SANDBOX_STATES).optional(),
  label: labelFilterSchema,
  workspace: workspaceSchema.optional(),
  q: z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
  sort: z.enum(sortValues).default('name'),
  ...pagingQueryShape,
});

export type InventoryQuery = z.output<typeof inventoryQuery>;

export const unavailableGatewaySchema = z.object({
  gateway: z.string(),
  /** The problem code: GATEWAY_TIMEOUT when it gave no answer within the deadline, else the mapped failure's. */
  code: z.string(),
  detail: z.string(),
});

export type UnavailableGateway = z.output<typeof unavailableGatewaySchema>;

export const inventoryResponse = z.object({
  items: z.array(sandboxJsonSchema),
  total: z.number().int(),
  unavailable: z.array(unavailableGatewaySchema),
});
