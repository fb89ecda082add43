import { z } from 'zod';

// The approve / reject buttons of an approval.pending message. Each button's value names the chunk and the review
// token the message showed, so a click decides on exactly what the clicker saw (a re-evaluated chunk is refused
// with the reason the API gives). The value comes back in a signed callback, but anyone who can post to the chat
// could craft one: it is validated like any input, and the click decides only as the linked clicker.

export const DECISION_ACTIONS = { approve: 'portcullis.approve', reject: 'portcullis.reject' } as const;
export type DecisionAction = keyof typeof DECISION_ACTIONS;

// Block Kit: a button's value holds at most 2000 characters.
const VALUE_MAX = 2000;

const name = z.string().min(1).max(253);
export const buttonValueSchema = z.strictObject({
  gateway: name,
  workspace: z.string().min(1).max(63),
  sandbox: name,
  chunk_id: z.string().min(1).max(256),
  review_token: z.string().min(1).max(1500).nullable(),
});

export type ButtonValue = z.output<typeof buttonValueSchema>;

/** The chunk's review token as Portcullis last saw it (events carry it redacted, as every token). */
export type ReviewTokenLookup = (chunk: Omit<ButtonValue, 'review_token'>) => Promise<string | null>;

const chunkRef = buttonValueSchema.omit({ review_token: true });

/**
 * The button value for an approval.pending event, with the review token of the chunk as it stands when the message
 * is sent; null when the event lacks a field (nothing to decide on).
 */
export async function buttonValueOf(event: { name: string; data: Record<string, unknown> }, reviewToken: ReviewTokenLookup): Promise<ButtonValue | null> {
  if (event.name !== 'approval.pending') return null;
  const { data } = event;
  const parsed = chunkRef.safeParse({ gateway: data.gateway, workspace: data.workspace, sandbox: data.sandbox, chunk_id: data.chunk_id });
  return parsed.success ? { ...parsed.data, review_token: await reviewToken(parsed.data) } : null;
}

export function actionsBlock(value: ButtonValue): Record<string, unknown> | null {
  const text = JSON.stringify(value);
  if (text.length > VALUE_MAX) return null;
  return {
    type: 'actions',
    block_id: 'portcullis.decision',
    elements: [
      { type: 'button', action_id: DECISION_ACTIONS.approve, style: 'primary', text: { type: 'plain_text', text: 'Approve' }, value: text },
      { type: 'button', action_id: DECISION_ACTIONS.reject, style: 'danger', text: { type: 'plain_text', text: 'Reject' }, value: text },
    ],
  };
}
