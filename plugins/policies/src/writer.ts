import type { EntityManager } from '@mikro-orm/core';
import type { AuditWriter, EventBus } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { PolicyGateway, WriteResult } from './gateway/policy-gateway.ts';
import type { RevisionJson } from './gateway/revisions.ts';

export interface WriteContext<R extends WriteResult = WriteResult> {
  scope: GatewayScope;
  sandbox: string;
  /** Audit action, e.g. `policy.rule.add`. */
  action: string;
  /** What the change was (rule keys, paths, preset names): never secrets. */
  detail?: Record<string, unknown>;
  /** Wait until the gateway reports the new revision loaded (504 when it does not in time). */
  waitLoaded?: boolean;
  /** What the audit outcome adds from the change's result, besides the version. */
  outcome?: (result: R) => Record<string, unknown>;
  /** Our rows that go with the change: they commit with its audit outcome. */
  record?: (em: EntityManager, result: R) => Promise<void>;
}

export interface WriteOutcome extends WriteResult {
  previous_version: number;
  /** False when the gateway already had this exact policy (no new revision). */
  changed: boolean;
  revision?: RevisionJson;
}

/**
 * Every policy change goes through here: it notes the version before, makes the change upstream audited
 * write-ahead (the intent names the version before, the outcome the version after), and emits `policy.updated`
 * (only when a new revision exists). The change is told the version before, so it can tell its own revision apart.
 */
export class PolicyWriter {
  private readonly gateway: PolicyGateway;
  private readonly audit: AuditWriter;
  private readonly events: EventBus;
  private readonly loadTimeoutMs: number;

  constructor(deps: { gateway: PolicyGateway; audit: AuditWriter; events: EventBus; loadTimeoutMs: number }) {
    this.gateway = deps.gateway;
    this.audit = deps.audit;
    this.events = deps.events;
    this.loadTimeoutMs = deps.loadTimeoutMs;
  }

  async write<R extends WriteResult>(context: WriteContext<R>, change: (previousVersion: number) => Promise<R>): Promise<R & WriteOutcome> {
    if (context.waitLoaded) await this.gateway.requireRunning(context.scope, context.sandbox);
    const previous = await this.gateway.latestVersion(context.scope, context.sandbox);
    const result = await this.audit.effect(
      {
        action: context.action,
        resourceType: 'sandbox',
        resourceId: context.sandbox,
        gateway: context.scope.gateway.name,
        detail: { ...context.detail, workspace: context.scope.workspace, previous_version: previous },
      },
      () => change(previous),
      {
        outcome: (written) => ({ version: written.version, changed: written.version !== previous, ...context.outcome?.(written) }),
        // The outcome row, the caller's rows and `policy.updated` commit together.
        record: async (em, written) => {
          await context.record?.(em, written);
          if (written.version === previous) return;
          this.events.emit('policy.updated', {
            gateway: context.scope.gateway.name,
            sandbox: context.sandbox,
            workspace: context.scope.workspace,
            version: written.version,
            previous_version: previous,
            change: context.action,
          });
        },
      },
    );
    const outcome: R & WriteOutcome = { ...result, previous_version: previous, changed: result.version !== previous };
    if (context.waitLoaded) outcome.revision = await this.gateway.waitLoaded(context.scope, context.sandbox, result.version, this.loadTimeoutMs);
    return outcome;
  }
}
