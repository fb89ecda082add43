import type { AuditWriter, EventBus } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { PolicyGateway, WriteResult } from './gateway/policy-gateway.ts';
import type { RevisionJson } from './gateway/revisions.ts';

export interface WriteContext {
  scope: GatewayScope;
  sandbox: string;
  /** Audit action, e.g. `policy.rule.add`. */
  action: string;
  /** What the change was (rule keys, paths, preset names): never secrets. */
  detail?: Record<string, unknown>;
  /** Wait until the gateway reports the new revision loaded (504 when it does not in time). */
  waitLoaded?: boolean;
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
 * (only when a new revision exists).
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

  async write(context: WriteContext, change: () => Promise<WriteResult>): Promise<WriteOutcome> {
    const previous = await this.gateway.latestVersion(context.scope, context.sandbox);
    const result = await this.audit.effect({
      action: context.action, resourceType: 'sandbox', resourceId: context.sandbox, gateway: context.scope.gateway.name,
      detail: { ...context.detail, workspace: context.scope.workspace, previous_version: previous },
    }, change, { outcome: (written) => ({ version: written.version, changed: written.version !== previous }) });
    const changed = result.version !== previous;
    const outcome: WriteOutcome = { ...result, previous_version: previous, changed };
    if (changed) {
      this.events.emit('policy.updated', {
        gateway: context.scope.gateway.name, sandbox: context.sandbox, workspace: context.scope.workspace,
        version: result.version, previous_version: previous, change: context.action,
      });
    }
    if (context.waitLoaded) outcome.revision = await this.gateway.waitLoaded(context.scope, context.sandbox, result.version, this.loadTimeoutMs);
    return outcome;
  }
}
