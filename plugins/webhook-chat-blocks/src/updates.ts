import { actionsBlock, type ButtonValue } from './buttons.ts';
import { escapeMrkdwn } from './message.ts';

// What the chat service is sent back: an ephemeral answer only the clicker sees, or the original message replaced
// in place to show how the request stands (a vote tally keeps the buttons; a decision removes them).

/** A message for the chat service: its `text` always, blocks and response options as needed. */
export interface ChatAnswer {
  text: string;
  [field: string]: unknown;
}

export function ephemeral(text: string): ChatAnswer {
  return { response_type: 'ephemeral', replace_original: false, text };
}

function where(value: Pick<ButtonValue, 'gateway' | 'sandbox' | 'chunk_id'>): string {
  return `gateway ${escapeMrkdwn(value.gateway)} · sandbox ${escapeMrkdwn(value.sandbox)} · chunk ${escapeMrkdwn(value.chunk_id)}`;
}

function replaced(text: string, blocks: Array<Record<string, unknown>>): ChatAnswer {
  return { replace_original: true, text, blocks };
}

/** A vote was recorded: who voted and the tally, buttons kept for the next voter. */
export function voteMessage(value: ButtonValue, voter: string, votes: number, required: number): ChatAnswer {
  const text = `Approval pending · ${votes} of ${required} votes (last: ${escapeMrkdwn(voter)})`;
  const actions = actionsBlock(value);
  return replaced(text, [
    { type: 'section', text: { type: 'mrkdwn', text: `*approval.pending* · ${where(value)}` } },
    { type: 'section', text: { type: 'mrkdwn', text } },
    ...(actions ? [actions] : []),
  ]);
}

export interface DecidedChunk {
  gateway: string;
  sandbox: string;
  chunk_id: string;
  status: 'approved' | 'rejected';
  actor: string;
  /** The quorum tally when a workflow counted votes. */
  votes?: number | undefined;
  required?: number | undefined;
}

/** The request was decided (here or elsewhere): who decided, and the tally when there was a vote. */
export function decidedMessage(decided: DecidedChunk): ChatAnswer {
  const tally = decided.votes !== undefined && decided.required !== undefined ? ` · ${decided.votes} of ${decided.required} votes` : '';
  const text = `${decided.status === 'approved' ? 'Approved' : 'Rejected'} by ${escapeMrkdwn(decided.actor)}${tally}`;
  return replaced(text, [
    { type: 'section', text: { type: 'mrkdwn', text: `*approval.${decided.status}* · ${where(decided)}` } },
    { type: 'section', text: { type: 'mrkdwn', text } },
  ]);
}
