import { Problem, problems } from '@portcullis/core';
import type { GatewayClientPool, GatewayScope } from '@portcullis/plugin-gateways';
import type { PolicyDocument } from '../document/schema.ts';
import { toWirePolicy } from '../document/wire.ts';
import { asMergeRefusal } from './refusals.ts';
import { type RevisionJson, revisionJson, revisionPolicy } from './revisions.ts';

export interface ActivePolicy {
  active_version: number;
  revision: RevisionJson | null;
  policy: PolicyDocument;
}

export type MergeOperation =
  | { add_rule: { rule_name: string; rule: unknown } }
  | { remove_rule: { rule_name: string } }
  | { remove_binary: { rule_name: string; binary_path: string } }
  | { remove_endpoint: { rule_name: string; host: string; port: number } };

export interface WriteResult {
  version: number;
  policy_hash: string;
}

const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };
const CONCURRENT_RETRIES = 3;

/**
 * The policy RPCs (contract §b.8, §c) behind our endpoints. Gateway state stays the gateway's: every read goes to
 * it; nothing here caches a policy.
 */
export class PolicyGateway {
  private readonly clients: GatewayClientPool;

  constructor(clients: GatewayClientPool) {
    this.clients = clients;
  }

  /** The latest stored revision with its document; a sandbox that never had a policy reads as version 0. */
  async active(scope: GatewayScope, sandbox: string, signal?: AbortSignal): Promise<ActivePolicy> {
    try {
      const status = await this.clients.unary(
        scope.gateway,
        'openshell',
        'GetSandboxPolicyStatus',
        { name: sandbox, version: 0, workspace: scope.workspace },
        { ...SANDBOX, ...(signal ? { signal } : {}) },
      );
      return { active_version: status.active_version, revision: revisionJson(status.revision), policy: revisionPolicy(status.revision) };
    } catch (error) {
      if (isNoRevision(error)) {
        await this.requireSandbox(scope, sandbox);
        return { active_version: 0, revision: null, policy: {} };
      }
      throw error;
    }
  }

  async revision(scope: GatewayScope, sandbox: string, version: number): Promise<{ revision: RevisionJson; policy: PolicyDocument }> {
    const status = await this.clients
      .unary(scope.gateway, 'openshell', 'GetSandboxPolicyStatus', { name: sandbox, version, workspace: scope.workspace }, SANDBOX)
      .catch(async (error: unknown) => {
        if (!(error instanceof Problem && error.status === 404) || /sandbox not found/i.test(error.detail)) throw error;
        await this.requireSandbox(scope, sandbox);
        throw problems.notFound('REVISION_NOT_FOUND', `Sandbox ${sandbox} has no policy revision ${version}.`);
      });
    return { revision: revisionJson(status.revision)!, policy: revisionPolicy(status.revision) };
  }

  /** Revisions newest first, and how many there are (versions run 1..latest without gaps). */
  async revisions(scope: GatewayScope, sandbox: string, limit: number, offset: number): Promise<{ items: RevisionJson[]; total: number }> {
    const page = await this.clients.unary(
      scope.gateway,
      'openshell',
      'ListSandboxPolicies',
      { name: sandbox, limit, offset, workspace: scope.workspace },
      SANDBOX,
    );
    const items = page.revisions.map((revision) => revisionJson(revision, { provenance: true })).filter((item) => item !== null);
    return { items, total: offset === 0 && items.length > 0 ? items[0]!.version : await this.latestVersion(scope, sandbox) };
  }

  async latestVersion(scope: GatewayScope, sandbox: string): Promise<number> {
    const page = await this.clients.unary(
      scope.gateway,
      'openshell',
      'ListSandboxPolicies',
      { name: sandbox, limit: 1, offset: 0, workspace: scope.workspace },
      SANDBOX,
    );
    return page.revisions[0]?.version ?? 0;
  }

  /** Replaces the whole document. An identical document returns the current version (no new revision). */
  async replace(scope: GatewayScope, sandbox: string, document: PolicyDocument, annotations: Record<string, string> = {}): Promise<WriteResult> {
    return this.updateConfig(scope, { name: sandbox, policy: toWirePolicy(document), annotations });
  }

  /**
   * Applies merge operations atomically against the latest revision (one new revision). A merge the gateway refuses
   * because it would widen access is a 409 naming the rule and why (refusals.ts).
   */
  async merge(scope: GatewayScope, sandbox: string, operations: MergeOperation[], annotations: Record<string, string> = {}): Promise<WriteResult> {
    try {
      return await this.updateConfig(scope, { name: sandbox, merge_operations: operations, annotations });
    } catch (error) {
      throw asMergeRefusal(error, sandbox);
    }
  }

  /**
   * Read-modify-write of the whole document under the sandbox's compare-and-swap: retried when another writer
   * got in between (ABORTED), so a concurrent change is never silently overwritten.
   */
  async modify(
    scope: GatewayScope,
    sandbox: string,
    change: (current: PolicyDocument) => PolicyDocument,
    annotations: Record<string, string> = {},
  ): Promise<WriteResult> {
    for (let attempt = 1; ; attempt += 1) {
      const { sandbox: record } = await this.clients.unary(scope.gateway, 'openshell', 'GetSandbox', { name: sandbox, workspace: scope.workspace }, SANDBOX);
      const current = await this.active(scope, sandbox);
      try {
        return await this.updateConfig(scope, {
          name: sandbox,
          policy: toWirePolicy(change(current.policy)),
          annotations,
          expected_resource_version: Number(record?.metadata?.resource_version ?? 0),
        });
      } catch (error) {
        if (!(error instanceof Problem && error.code === 'CONCURRENT_MODIFICATION') || attempt >= CONCURRENT_RETRIES) throw error;
      }
    }
  }

  /**
   * A revision loads only while the sandbox's supervisor runs (contract §g.4): waiting for one on a sandbox that is
   * not running would only end in a timeout, so such a write is refused (409) before anything is sent.
   */
  async requireRunning(scope: GatewayScope, sandbox: string): Promise<void> {
    const { sandbox: record } = await this.clients.unary(scope.gateway, 'openshell', 'GetSandbox', { name: sandbox, workspace: scope.workspace }, SANDBOX);
    const phase = String(record?.status?.phase ?? 'UNSPECIFIED').replace(/^SANDBOX_PHASE_/, '');
    if (phase === 'READY') return;
    throw problems.conflict(
      'SANDBOX_NOT_RUNNING',
      `Sandbox ${sandbox} is not running (phase ${phase}); a new revision loads only while it runs, so wait_loaded would never be answered. Write without wait_loaded (the revision stays pending until the sandbox starts), or start it first.`,
    );
  }

  /** Polls until `version` is LOADED; FAILED answers 409 with the gateway's load error, the deadline 504. */
  async waitLoaded(scope: GatewayScope, sandbox: string, version: number, timeoutMs: number): Promise<RevisionJson> {
    const deadline = Date.now() + timeoutMs;
    for (let delay = 100; ; delay = Math.min(delay * 2, 1000)) {
      const { revision } = await this.revision(scope, sandbox, version);
      if (revision.status === 'loaded') return revision;
      if (revision.status === 'failed')
        throw problems.conflict('POLICY_LOAD_FAILED', `Revision ${version} failed to load: ${revision.load_error ?? 'no reason given'}`);
      if (revision.status === 'superseded') return revision;
      if (Date.now() + delay > deadline)
        throw new Problem(504, 'GATEWAY_TIMEOUT', {
          detail: `The gateway did not report revision ${version} loaded within ${Math.round(timeoutMs / 1000)} s.`,
        });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  private async updateConfig(scope: GatewayScope, request: Record<string, unknown>): Promise<WriteResult> {
    const response = await this.clients.unary(scope.gateway, 'openshell', 'UpdateConfig', { ...request, workspace: scope.workspace } as never, SANDBOX);
    return { version: response.version, policy_hash: response.policy_hash };
  }

  /** The sandbox's upstream id (404 SANDBOX_NOT_FOUND): what ties our records to this sandbox and not an older one of its name. */
  async sandboxId(scope: GatewayScope, sandbox: string): Promise<string> {
    const response = await this.clients.unary(scope.gateway, 'openshell', 'GetSandbox', { name: sandbox, workspace: scope.workspace }, SANDBOX);
    return response.sandbox?.metadata?.id ?? '';
  }

  private async requireSandbox(scope: GatewayScope, sandbox: string): Promise<void> {
    await this.sandboxId(scope, sandbox);
  }
}

/** NOT_FOUND `no policy revision found for this sandbox`: the sandbox exists but never had a policy. */
function isNoRevision(error: unknown): boolean {
  return error instanceof Problem && error.status === 404 && /no policy revision/i.test(error.detail);
}
