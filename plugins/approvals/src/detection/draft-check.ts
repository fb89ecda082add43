import type { Logger } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { DraftGateway } from '../upstream/drafts.ts';
import type { ChunkObserver } from './observer.ts';
import { sandboxKey } from './sandbox-key.ts';

interface Look {
  again: boolean;
  done: Promise<void>;
}

/**
 * One look at a sandbox's pending chunks when a watch stream says it changed (docs/openshell-0.0.md §b.6: draft
 * activity sends a fresh snapshot, without the chunks). Snapshots come in bursts: a look asked for while one of the
 * same sandbox is under way makes that one run once more, instead of starting a second.
 */
export class DraftCheck {
  private readonly deps: { drafts: DraftGateway; observer: ChunkObserver; logger: Logger };
  private readonly looking = new Map<string, Look>();

  constructor(deps: DraftCheck['deps']) {
    this.deps = deps;
  }

  check(scope: GatewayScope, sandbox: string): Promise<void> {
    const key = sandboxKey(scope, sandbox);
    const current = this.looking.get(key);
    if (current) {
      current.again = true;
      return current.done;
    }
    const look: Look = { again: true, done: Promise.resolve() };
    this.looking.set(key, look);
    look.done = this.lookUntilQuiet(key, look, scope, sandbox);
    return look.done;
  }

  /** Resolves once no look is under way (tests and the bench wait on it). */
  async settled(): Promise<void> {
    while (this.looking.size > 0) await Promise.all([...this.looking.values()].map((look) => look.done));
  }

  private async lookUntilQuiet(key: string, look: Look, scope: GatewayScope, sandbox: string): Promise<void> {
    try {
      while (look.again) {
        look.again = false;
        await this.lookOnce(scope, sandbox);
      }
    } finally {
      this.looking.delete(key);
    }
  }

  private async lookOnce(scope: GatewayScope, sandbox: string): Promise<void> {
    try {
      const chunks = await this.deps.drafts.chunks(scope, sandbox, 'pending');
      await this.deps.observer.observe(scope, sandbox, chunks);
    } catch (error) {
      // The next poll or snapshot looks again; the health monitor reports gateways.
      this.deps.logger.debug({ err: error, gateway: scope.gateway.name, sandbox }, 'approval check after a snapshot failed');
    }
  }
}
