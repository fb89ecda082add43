import { Problem, problems } from '@portcullis/core';
import type { GatewayApi, GatewayScope, PolicyMergeOperation, PolicyUpdate } from '@portcullis/plugin-gateways';
import type { PolicyDocument } from '../document/schema.ts';
import { asMergeRefusal } from './refusals.ts';
import { type RevisionJson, revisionJson, revisionPolicy } from './revisions.ts';

export interface ActivePolicy {
  active_version: number;
  revision: RevisionJson | null;
  policy: PolicyDocument;
}

/** The merges this plugin makes (the gateway API also carries L7 rule merges, which nothing here sends). */
export type MergeOperation = Exclude<PolicyMergeOperation, { add_allow_rules: unknown } | { add_deny_rules: unknown }>;

export interface WriteResult {
  version: number;
  policy_hash: string;
}

const CONCURRENT_RETRIES = 3;

/**
 * The policy operations (docs/openshell-0.0.md §b.8, §c) behind our endpoints. Gateway state stays the gateway's: every
 * read goes to it; nothing here caches a policy.
 */
export class PolicyGateway {
  private readonly gateways: GatewayApi;

  constructor(gateways: GatewayApi) {
    this.gateways = gateways;
  }

  /** The latest stored revision with its document; a sandbox that never had a policy reads as version 0. */
  async active(scope: GatewayScope, sandbox: string, signal?: AbortSignal): Promise<ActivePolicy> {
    try {
      const status = await this.gateways.policies.status(scope, sandbox, 0, { signal });
      return { active_version: status.activeVersion, revision: revisionJson(status.revision), policy: revisionPolicy(status.revision) };
    } catch (error) {
      if (isNoRevision(error)) {
        await this.requireSandbox(scope, sandbox);
        return { active_version: 0, revision: null, policy: {} };
      }
      throw error;
    }
  }

  async revision(scope: GatewayScope, sandbox: string, version: number): Promise<{ revision: RevisionJson; policy: PolicyDocument }> {
    const status = await this.gateways.policies.status(scope, sandbox, version).catch(async (error: unknown) => {
      if (!(error instanceof Problem && error.status === 404) || /sandbox not found/i.test(error.detail)) throw error;
      await this.requireSandbox(scope, sandbox);
      throw problems.notFound('REVISION_NOT_FOUND', `Sandbox ${sandbox} has no policy revision ${version}.`);
    });
    return { revision: revisionJson(status.revision)!, policy: revisionPolicy(status.revision) };
  }

  /** Revisions newest first, and how many there are (versions run 1..latest without gaps). */
  async revisions(scope: GatewayScope, sandbox: string, limit: number, offset: number): Promise<{ items: RevisionJson[]; total: number }> {
    const revisions = await this.gateways.policies.revisions(scope, sandbox, { limit, offset });
    const items = revisions.map((revision) => revisionJson(revision, { provenance: true })).filter((item) => item !== null);
    return { items, total: offset === 0 && items.length > 0 ? items[0]!.version : await this.latestVersion(scope, sandbox) };
  }

  async latestVersion(scope: GatewayScope, sandbox: string): Promise<number> {
    const [latest] = await this.gateways.policies.revisions(scope, sandbox, { limit: 1, offset: 0 });
    return latest?.version ?? 0;
  }

  /** Replaces the whole document. An identical document returns the current version (no new revision). */
  async replace(scope: GatewayScope, sandbox: string, document: PolicyDocument, annotations: Record<string, string> = {}): Promise<WriteResult> {
    return this.update(scope, sandbox, { policy: document, annotations });
  }

  /**
   * Applies merge operations atomically against the latest revision (one new revision). A merge the gateway refuses
   * because it would widen access is a 409 naming the rule and why (refusals.ts).
   */
  async merge(scope: GatewayScope, sandbox: string, operations: MergeOperation[], annotations: Record<string, string> = {}): Promise<WriteResult> {
    try {
      return await this.update(scope, sandbox, { mergeOperations: operations, annotations });
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
      const record = await this.gateways.sandboxes.get(scope, sandbox);
      const current = await this.active(scope, sandbox);
      try {
        return await this.update(scope, sandbox, {
          policy: change(current.policy),
          annotations,
          expectedResourceVersion: record.resourceVersion,
        });
      } catch (error) {
        if (!(error instanceof Problem && error.code === 'CONCURRENT_MODIFICATION') || attempt >= CONCURRENT_RETRIES) throw error;
      }
    }
  }

  /**
   * A revision loads only while the sandbox's supervisor runs (docs/openshell-0.0.md §g.4): waiting for one on a
   * sandbox that is not running would only end in a timeout, so such a write is refused (409) before anything is sent.
   */
  async requireRunning(scope: GatewayScope, sandbox: string): Promise<void> {
    const { phase } = await this.gateways.sandboxes.get(scope, sandbox);
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

  private async update(scope: GatewayScope, sandbox: string, update: PolicyUpdate): Promise<WriteResult> {
    const result = await this.gateways.policies.update(scope, sandbox, update);
    return { version: result.version, policy_hash: result.policyHash };
  }

  /** The sandbox's upstream id (404 SANDBOX_NOT_FOUND): what ties our records to this sandbox and not an older one of its name. */
  async sandboxId(scope: GatewayScope, sandbox: string): Promise<string> {
    return (await this.gateways.sandboxes.get(scope, sandbox)).id;
  }

  private async requireSandbox(scope: GatewayScope, sandbox: string): Promise<void> {
    await this.sandboxId(scope, sandbox);
  }
}

/** NOT_FOUND `no policy revision found for this sandbox`: the sandbox exists but never had a policy. */
function isNoRevision(error: unknown): boolean {
  return error instanceof Problem && error.status === 404 && /no policy revision/i.test(error.detail);
}
