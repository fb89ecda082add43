import { type Clock, Problem } from '@portcullis/core';
import type { DecisionGate } from '@portcullis/plugin-approvals';
import type { ChatLinks } from '../linking/links.ts';
import { type ChatAnswer, ephemeral } from '../updates.ts';
import type { ChatDecisions } from './decisions.ts';
import { parseClick, parseCommand } from './payloads.ts';
import type { ChatResponder } from './responder.ts';
import type { SeenRequests } from './seen-requests.ts';
import { type SignedRequest, verifySignature } from './signature.ts';

export const LINK_COMMAND_HELP = 'Send `/portcullis link <code>` with a code from your Portcullis profile page to link this chat account.';

export interface CallbackDeps {
  /** Unset: every callback is refused. */
  secret: string | undefined;
  maxAgeSeconds: number;
  clock: Clock;
  seen: SeenRequests;
  decisions: ChatDecisions;
  links: ChatLinks;
  responder: ChatResponder;
}

/**
 * The chat service's callbacks, each taken only when signed and new (signature.ts, seen-requests.ts), in that
 * order: nothing in an unsigned body is read, and a replay changes nothing.
 */
export class ChatCallbacks {
  private readonly deps: CallbackDeps;

  constructor(deps: CallbackDeps) {
    this.deps = deps;
  }

  /** A decision button was clicked. */
  async click(request: SignedRequest, gates: DecisionGate[]): Promise<ChatAnswer> {
    await this.admit(request);
    const click = parseClick(request.body);
    return this.deps.decisions.decide({ ...click, responseUrl: this.deps.responder.accepts(click.responseUrl) }, gates);
  }

  /** The slash command: `link <code>` links the sending chat account to the code's user. */
  async command(request: SignedRequest): Promise<ChatAnswer> {
    await this.admit(request);
    const command = parseCommand(request.body);
    const [verb, code, ...rest] = command.text.trim().split(/\s+/);
    if (verb?.toLowerCase() !== 'link' || !code || rest.length > 0) return ephemeral(LINK_COMMAND_HELP);
    const account = { teamId: command.team_id, chatUserId: command.user_id, chatUserName: command.user_name || command.user_id };
    const userId = await this.deps.links.redeem(code, account);
    return ephemeral(
      userId
        ? 'This chat account is now linked to your Portcullis user: its approve and reject buttons decide as you.'
        : 'That code is unknown, used or expired: create a new one on your Portcullis profile page.',
    );
  }

  private async admit(request: SignedRequest): Promise<void> {
    const { secret, maxAgeSeconds, clock, seen } = this.deps;
    if (!secret)
      throw new Problem(401, 'CHAT_CALLBACKS_OFF', { detail: 'Chat callbacks are off: no signing secret is configured (SERVICE_CHAT_BLOCKS_SIGNING_SECRET).' });
    const signedAt = verifySignature(request, secret, clock.now(), maxAgeSeconds);
    await seen.admitOnce(request.signature!, signedAt, maxAgeSeconds);
  }
}
