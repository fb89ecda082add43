import type { Reply } from '@portcullis/core';
import type { NetworkRule } from '@portcullis/plugin-policies';
import { approveChunk, type DecidedResult } from './approve.ts';
import { type ApproveAllResult, approveAllChunks, type ReviewedChunk } from './approve-all.ts';
import { type ClearResult, clearChunks } from './clear.ts';
import type { Caller, ChunkTarget, MoveDeps, SandboxTarget } from './context.ts';
import { editChunk } from './edit.ts';
import { rejectChunk } from './reject.ts';
import { undoChunk } from './undo.ts';

/**
 * Every move of the approval state table (exported as `approvalMoves`). Routes check authentication, role and
 * the pin, and validate the body; each move then passes the decision gates, calls the gateway, and records the
 * result with its audit row in one transaction before announcing it.
 */
export class ApprovalMoves {
  private readonly deps: MoveDeps;

  constructor(deps: MoveDeps) {
    this.deps = deps;
  }

  /** `reviewToken`: the chunk's review token as the reviewer saw it (409 CHUNK_CHANGED when it is not the current one). */
  approve(target: ChunkTarget, caller: Caller, reviewToken?: string): Promise<DecidedResult | Reply> {
    return approveChunk(this.deps, target, caller, reviewToken);
  }

  /** `reviewToken`: as for approve; a caller that does not send one rejects whatever the chunk proposes now. */
  reject(target: ChunkTarget, caller: Caller, reason: string, reviewToken?: string): Promise<DecidedResult | Reply> {
    return rejectChunk(this.deps, target, caller, reason, reviewToken);
  }

  edit(target: ChunkTarget, caller: Caller, rule: NetworkRule, reviewToken?: string): Promise<DecidedResult | Reply> {
    return editChunk(this.deps, target, caller, rule, reviewToken);
  }

  undo(target: ChunkTarget): Promise<DecidedResult> {
    return undoChunk(this.deps, target);
  }

  clear(target: SandboxTarget): Promise<ClearResult> {
    return clearChunks(this.deps, target);
  }

  /** `reviewed`: approve exactly these chunks, each as the reviewer saw it; without it, every chunk shown pending. */
  approveAll(target: SandboxTarget, caller: Caller, includeFlagged: boolean, reviewed?: ReviewedChunk[]): Promise<ApproveAllResult | Reply> {
    return approveAllChunks(this.deps, target, caller, includeFlagged, reviewed);
  }
}
