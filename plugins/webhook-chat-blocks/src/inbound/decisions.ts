import { type AccessControl, type Actor, type Database, isProblem, isReply, type Logger, runAsActor } from '@portcullis/core';
import type { ApprovalMoves, DecisionGate } from '@portcullis/plugin-approvals';
import type { GatewayApi, GatewayRegistry } from '@portcullis/plugin-gateways';
import type { PolicyPins } from '@portcullis/plugin-policies';
import type { UserDirectory } from '@portcullis/plugin-users';
import type { ButtonValue, DecisionAction } from '../buttons.ts';
import type { ChatLinks } from '../linking/links.ts';
import { type ChatAnswer, decidedMessage, ephemeral, voteMessage } from '../updates.ts';
import type { ClickedMessages } from './messages.ts';
import type { ChatResponder } from './responder.ts';

// A button click decides as the Portcullis user the clicker's chat account is linked to: that user's role on the
// gateway, the sandbox's pin, the decision gates (a quorum counts their vote) and the policy write checks all apply
// exactly as on the API, and the audit rows and events name that user. Whatever refuses the move is told to the
// clicker alone, in the words the API uses; nothing changes then.

const REJECTED_FROM_CHAT = 'Rejected from chat.';

export interface Click {
  action: DecisionAction;
  value: ButtonValue;
  teamId: string;
  chatUserId: string;
  /** Checked against the `response_origin` setting already. */
  responseUrl: string | null;
}

export interface DecisionDeps {
  links: ChatLinks;
  messages: ClickedMessages;
  responder: ChatResponder;
  database: Database;
  users: UserDirectory;
  access: AccessControl;
  gateways: GatewayRegistry;
  gatewayApi: GatewayApi;
  pins: PolicyPins;
  moves: ApprovalMoves;
}

export class ChatDecisions {
  private readonly deps: DecisionDeps;
  private readonly logger: Logger;

  constructor(deps: DecisionDeps, logger: Logger) {
    this.deps = deps;
    this.logger = logger;
  }

  /** Decides the click; returns the answer for the clicker (also sent to the response URL when there is one). */
  async decide(click: Click, gates: DecisionGate[]): Promise<ChatAnswer> {
    const answer = await this.answer(click, gates);
    if (answer && click.responseUrl) await this.deps.responder.post(click.responseUrl, answer);
    return answer ?? ephemeral(`${click.action === 'approve' ? 'Approved' : 'Rejected'}: the message will show it.`);
  }

  /** The ephemeral refusal, the vote tally, or null when the decision went through (its event updates the message). */
  private async answer(click: Click, gates: DecisionGate[]): Promise<ChatAnswer | null> {
    const actor = await this.linkedActor(click);
    if (!actor) {
      return ephemeral(
        'Your chat account is not linked to a Portcullis user: create a linking code on your Portcullis profile page and send `/portcullis link <code>` here.',
      );
    }
    try {
      return await runAsActor(actor, () => this.move(click, actor, gates));
    } catch (error) {
      if (!isProblem(error)) throw error;
      this.logger.info({ code: error.code, chunk_id: click.value.chunk_id }, 'a chat decision was refused');
      return refusal(click, error.detail);
    }
  }

  private async linkedActor(click: Click): Promise<Actor | null> {
    const userId = await this.deps.links.userOf(click.teamId, click.chatUserId);
    if (!userId) return null;
    const user = await this.deps.users.findById(this.deps.database.fork(), userId);
    if (!user || user.status !== 'active') return null;
    const actor: Actor = { type: 'user', id: user.id, name: user.email, role: user.role ?? 'viewer', method: 'chat' };
    actor.role = (await this.deps.access.effectiveRole(actor, null)) ?? 'viewer';
    return actor;
  }

  private async move(click: Click, actor: Actor, gates: DecisionGate[]): Promise<ChatAnswer | null> {
    const { value } = click;
    // The role check of the API's move routes (docs/roles.md): operator on the chunk's gateway.
    const role = await this.deps.access.check(actor, 'operator', value.gateway);
    await this.deps.pins.assertUnpinned(value.gateway, value.sandbox);
    const gateway = await this.deps.gateways.require(value.gateway);
    if (value.workspace !== gateway.defaultWorkspace) await this.deps.gatewayApi.workspaces.require(gateway, value.workspace, {});
    const target = { scope: { gateway, workspace: value.workspace }, sandbox: value.sandbox, chunkId: value.chunk_id };
    if (click.responseUrl) await this.deps.messages.remember(value, click.responseUrl);
    const caller = { actor, role, gates, via: 'chat' as const };
    const result =
      click.action === 'approve'
        ? await this.deps.moves.approve(target, caller, value.review_token ?? undefined)
        : await this.deps.moves.reject(target, caller, REJECTED_FROM_CHAT);
    if (!isReply(result)) return null;
    // A gate answers instead of the move: a vote recorded (202), or a refusal in the API's words.
    const vote = result.body as { votes?: number; required?: number; detail?: string };
    if (result.status >= 400) return refusal(click, vote.detail ?? `refused (${result.status})`);
    if (vote.votes === undefined || vote.required === undefined) return null;
    await this.deps.messages.recordRequired(value, vote.required);
    return voteMessage(value, actor.name, vote.votes, vote.required);
  }
}

function refusal(click: Click, reason: string): ChatAnswer {
  return ephemeral(`Not ${click.action === 'approve' ? 'approved' : 'rejected'}: ${reason}`);
}

/** A decided chunk's earlier message, replaced to show who decided it (and the tally when a quorum voted). */
export async function updateDecidedMessage(
  deps: Pick<DecisionDeps, 'messages' | 'responder'>,
  data: { gateway: string; workspace: string; sandbox: string; chunk_id: string; actor?: unknown },
  status: 'approved' | 'rejected',
): Promise<void> {
  const message = await deps.messages.take(data);
  if (!message) return;
  const actor = typeof data.actor === 'string' ? data.actor : 'someone';
  const tally = message.required === null ? {} : { votes: message.required, required: message.required };
  await deps.responder.post(message.responseUrl, decidedMessage({ ...data, status, actor, ...tally }));
}
