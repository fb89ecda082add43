import type { ChunkJson } from './chunks/json.ts';
import type { DecisionChannel } from './decision-gate.ts';

// Events and services of this plugin, added to the kernel's maps. Every approval event names its gateway,
// sandbox and workspace: the sandboxes plugin pushes `approval.*` events to that sandbox's WebSocket viewers.

export interface ApprovalEventData {
  gateway: string;
  sandbox: string;
  workspace: string;
  chunk_id: string;
  /** The chunk as the inbox shows it (null for synthetic `policy.apply:` ids). */
  chunk: ChunkJson | null;
}

declare module '@portcullis/core' {
  interface EventMap {
    /** A chunk seen for the first time (once per chunk id). */
    'approval.pending': ApprovalEventData;
    /** A pending chunk was hit again since it was announced (its hit_count grew). */
    'approval.updated': ApprovalEventData;
    /** `via`: where the decision was made (absent when a workflow's quorum apply approves a synthetic chunk). */
    'approval.approved': ApprovalEventData & { policy_version?: number; edited?: boolean; bulk?: boolean; via?: DecisionChannel };
    'approval.rejected': ApprovalEventData & { reason: string; via?: DecisionChannel };
    /** An approval or a rejection was undone; the chunk is pending again. */
    'approval.undone': ApprovalEventData & { undone: 'approval' | 'rejection' };
    /** Every pending chunk of a sandbox was dismissed without a decision. */
    'approval.cleared': { gateway: string; sandbox: string; workspace: string; chunk_ids: string[]; count: number };
  }
  interface ServiceMap {
    approvalChunks: import('./chunks/store.ts').ChunkStore;
    approvalDrafts: import('./upstream/drafts.ts').DraftGateway;
    approvalObserver: import('./detection/observer.ts').ChunkObserver;
    approvalPoller: import('./detection/poller.ts').ApprovalPoller;
    approvalDraftCheck: import('./detection/draft-check.ts').DraftCheck;
    approvalDraftStreams: import('./detection/draft-streams.ts').DraftStreams;
    /** Private: contributions to approvals.draft-stream-interest. */
    approvalInterestList: { list: readonly import('./detection/interest.ts').DraftStreamInterest[] };
    approvalInbox: import('./inbox/inbox.ts').ApprovalInbox;
    approvalMoves: import('./moves/service.ts').ApprovalMoves;
  }
}
