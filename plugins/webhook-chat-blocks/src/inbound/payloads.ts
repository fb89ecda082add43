import { problems } from '@portcullis/core';
import { z } from 'zod';
import { buttonValueSchema, DECISION_ACTIONS, type DecisionAction } from '../buttons.ts';

// The two callbacks the chat service sends, form-encoded (Slack's format): a button click (`payload` holds JSON)
// and a slash command (plain fields). Only the fields used here are read; anything else the service sends is
// ignored. Every malformed part is a 400 naming it, never a crash.

const chatId = z.string().min(1).max(64);

const clickPayload = z.object({
  type: z.literal('block_actions'),
  user: z.object({ id: chatId }),
  team: z.object({ id: chatId }).nullable().optional(),
  // Enterprise-grid installations name the organisation instead of a team.
  enterprise: z.object({ id: chatId }).nullable().optional(),
  response_url: z.string().max(2048).optional(),
  actions: z
    .array(z.object({ action_id: z.string().max(255), value: z.string().max(2000).optional() }))
    .min(1)
    .max(10),
});

const commandFields = z.object({
  command: z.string().max(255),
  text: z.string().max(2000).default(''),
  user_id: chatId,
  user_name: z.string().max(255).default(''),
  team_id: chatId,
});

export interface ParsedClick {
  action: DecisionAction;
  value: z.output<typeof buttonValueSchema>;
  teamId: string;
  chatUserId: string;
  responseUrl: string | undefined;
}

export type ParsedCommand = z.output<typeof commandFields>;

function invalid(path: string, message: string): never {
  throw problems.validation([{ path, message }]);
}

function parsed<T extends z.ZodType>(schema: T, value: unknown, path: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  return invalid([path, ...issue.path.map(String)].join('.'), issue.message);
}

function jsonOf(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return invalid(path, 'is not valid JSON');
  }
}

const ACTION_OF = new Map<string, DecisionAction>(Object.entries(DECISION_ACTIONS).map(([action, id]) => [id, action as DecisionAction]));

export function parseClick(form: string): ParsedClick {
  const raw = new URLSearchParams(form).get('payload');
  if (raw === null) invalid('body.payload', 'is required');
  const payload = parsed(clickPayload, jsonOf(raw, 'body.payload'), 'body.payload');
  const [first] = payload.actions;
  const action = ACTION_OF.get(first!.action_id) ?? invalid('body.payload.actions.0.action_id', 'is not a Portcullis decision button');
  const value = parsed(buttonValueSchema, jsonOf(first!.value ?? '', 'body.payload.actions.0.value'), 'body.payload.actions.0.value');
  const teamId = payload.team?.id ?? payload.enterprise?.id ?? invalid('body.payload.team', 'is required');
  return { action, value, teamId, chatUserId: payload.user.id, responseUrl: payload.response_url };
}

export function parseCommand(form: string): ParsedCommand {
  return parsed(commandFields, Object.fromEntries(new URLSearchParams(form)), 'body');
}
