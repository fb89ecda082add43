import { type AccessControl, type Actor, type Clock, isReply, problems, type Reply, type SecretBox, type ServiceMap } from '@portcullis/core';
import type { ApprovalInbox, ApprovalMoves, ChunkJson, ChunkStore, DecisionGate } from '@portcullis/plugin-approvals';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { PolicyGateway, PolicyPins } from '@portcullis/plugin-policies';
import type { DecisionLinkRow } from './entity.ts';
import { type Recipient, recipientKey, requireRecipient } from './recipient.ts';
import type { LinkStore } from './store.ts';
import { type LinkAction, linkToken, newLinkId, parseLinkToken } from './token.ts';

/** The links of one notification for one recipient. */
export interface DecisionLinkSet {
  approve: string;
  reject: string;
  open: string;
  expires_at: string;
}

/** What the console's decision page shows before the reviewer confirms. */
export interface LinkView {
  action: LinkAction;
  gateway: string;
  workspace: string;
  sandbox: string;
  expires_at: string;
  chunk: ChunkJson;
  /** The rule of the same name in the sandbox's policy now (null when there is none): what an approval changes. */
  current_rule: Record<string, unknown> | null;
  /** The chunk was re-evaluated since the notification: deciding through the link answers 409 CHUNK_CHANGED. */
  changed: boolean;
}

export interface LinkDecision {
  decision: 'approve' | 'reject';
  reason: string;
}

export interface DecisionLinksDeps {
  store: LinkStore;
  secrets: SecretBox;
  clock: Clock;
  access: AccessControl;
  registry: ServiceMap['gatewayRegistry'];
  pins: PolicyPins;
  inbox: ApprovalInbox;
  chunks: ChunkStore;
  moves: ApprovalMoves;
  policies: PolicyGateway;
  publicUrl: string;
  ttlSeconds: number;
}

interface PendingEvent {
  name: string;
  data: Record<string, unknown>;
}

/**
 * Decision links (docs/decision-links.md §2): issued by channels for each recipient of `approval.pending`, opened
 * on the console's decision page, and used there by the signed-in user through the approvals plugin's own moves.
 */
export class DecisionLinks {
  private readonly deps: DecisionLinksDeps;

  constructor(deps: DecisionLinksDeps) {
    this.deps = deps;
  }

  /**
   * The links for one recipient of an `approval.pending` event; null for any other event. They are bound to the
   * chunk as the approvals plugin last saw it (events carry no review token: the bus redacts tokens).
   */
  async linksFor(event: PendingEvent, recipient: Recipient): Promise<DecisionLinkSet | null> {
    if (event.name !== 'approval.pending') return null;
    const ref = { gateway: String(event.data.gateway), workspace: String(event.data.workspace), sandbox: String(event.data.sandbox) };
    const seen = await this.deps.chunks.find(ref, String(event.data.chunk_id));
    if (!seen) return null;
    const id = newLinkId();
    const expiresAt = this.deps.clock.now() + this.deps.ttlSeconds * 1000;
    await this.deps.store.insert([
      { id, ...ref, chunkId: seen.chunkId, reviewToken: seen.snapshot.review_token ?? '', recipient: recipientKey(recipient), expiresAt },
    ]);
    const url = (action: LinkAction) => new URL(`/decide/${linkToken(this.deps.secrets, id, action)}`, this.deps.publicUrl).href;
    return { approve: url('approve'), reject: url('reject'), open: url('open'), expires_at: new Date(expiresAt).toISOString() };
  }

  /** The chunk behind a link, in full, for its recipient. */
  async view(token: string, actor: Actor): Promise<LinkView> {
    const { row, action } = await this.resolve(token, actor);
    await this.deps.access.check(actor, 'viewer', row.gateway);
    const scope = await this.scopeOf(row);
    const [chunk, active] = await Promise.all([this.deps.inbox.one(scope, row.sandbox, row.chunkId), this.deps.policies.active(scope, row.sandbox)]);
    const current = (active.policy.network_policies as Record<string, Record<string, unknown>> | undefined)?.[chunk.rule_name] ?? null;
    return {
      action,
      gateway: row.gateway,
      workspace: row.workspace,
      sandbox: row.sandbox,
      expires_at: new Date(row.expiresAt).toISOString(),
      chunk,
      current_rule: current,
      changed: row.reviewToken !== '' && chunk.review_token !== null && chunk.review_token !== row.reviewToken,
    };
  }

  /**
   * Decides as `actor`, through the same move the API uses (with the review token the notification was sent for),
   * so every refusal is the API's. The link is used before the move and given back when the move is refused.
   */
  async decide(token: string, actor: Actor, gates: DecisionGate[], choice: LinkDecision): Promise<unknown> {
    const { row, action } = await this.resolve(token, actor);
    if (action !== 'open' && action !== choice.decision) {
      throw problems.conflict('LINK_ACTION_MISMATCH', `This link is for ${action}; open the chunk's link to choose otherwise.`);
    }
    const role = await this.deps.access.check(actor, 'operator', row.gateway);
    await this.deps.pins.assertUnpinned(row.gateway, row.sandbox);
    const scope = await this.scopeOf(row);
    await this.deps.store.use(row, actor.name);
    try {
      const target = { scope, sandbox: row.sandbox, chunkId: row.chunkId };
      const caller = { actor, role, gates, via: 'link' as const };
      const reviewToken = row.reviewToken || undefined;
      const outcome =
        choice.decision === 'approve'
          ? await this.deps.moves.approve(target, caller, reviewToken)
          : await this.deps.moves.reject(target, caller, choice.reason, reviewToken);
      if (isReply(outcome) && (outcome as Reply).status >= 400) await this.deps.store.release(row.id);
      return outcome;
    } catch (error) {
      await this.deps.store.release(row.id);
      throw error;
    }
  }

  private async resolve(token: string, actor: Actor): Promise<{ row: DecisionLinkRow; action: LinkAction }> {
    const parsed = parseLinkToken(this.deps.secrets, token);
    if (!parsed) throw problems.notFound('LINK_NOT_FOUND', 'This is not a decision link of this service.');
    const row = await this.deps.store.usable(parsed.id);
    requireRecipient(row.recipient, actor);
    return { row, action: parsed.action };
  }

  private async scopeOf(row: DecisionLinkRow): Promise<GatewayScope> {
    return { gateway: await this.deps.registry.require(row.gateway), workspace: row.workspace };
  }
}
