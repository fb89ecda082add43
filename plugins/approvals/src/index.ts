import { definePlugin } from '@portcullis/core';
import { sandboxSnapshotObservers } from '@portcullis/plugin-gateways';
import './types.ts';
import { ApprovalChunk } from './chunks/entity.ts';
import { ChunkStore } from './chunks/store.ts';
import { approvalsConfigSchema } from './config.ts';
import { decisionGates } from './decision-gate.ts';
import { DraftCheck } from './detection/draft-check.ts';
import { DraftStreams } from './detection/draft-streams.ts';
import { IdleBackoff } from './detection/idle-backoff.ts';
import { type DraftStreamInterest, draftStreamInterest } from './detection/interest.ts';
import { ChunkObserver } from './detection/observer.ts';
import { ApprovalPoller } from './detection/poller.ts';
import { ApprovalInbox } from './inbox/inbox.ts';
import { approvalsMigrations } from './migrations/index.ts';
import { ApprovalMoves } from './moves/service.ts';
import { moveRoutes } from './routes/moves.ts';
import { readRoutes } from './routes/read.ts';
import { DraftGateway } from './upstream/drafts.ts';

export { type ChunkJson, chunkJsonSchema } from './chunks/json.ts';
export type { ChunkStore } from './chunks/store.ts';
export type { ApprovalsConfig } from './config.ts';
// What workflow plugins (approvals-quorum) build on: the decision gate and the shapes it sees.
export {
  type DecisionChannel,
  type DecisionClaim,
  type DecisionGate,
  type DecisionGateInput,
  type DecisionMove,
  type DecisionOutcome,
  type DecisionRecord,
  type DecisionVerdict,
  type DecisionVote,
  decisionGates,
  emptyRecord,
} from './decision-gate.ts';
export { type DraftStreamInterest, draftStreamInterest, type StreamedSandbox } from './detection/interest.ts';
export type { ApprovalInbox } from './inbox/inbox.ts';
export type { Caller, ChunkTarget } from './moves/context.ts';
export type { ApprovalMoves } from './moves/service.ts';
export { chunkId as chunkIdSchema, decisionChunkId as decisionChunkIdSchema } from './routes/params.ts';
export { decisionResponse as decisionResponseSchema } from './routes/responses.ts';
export type { ApprovalEventData } from './types.ts';
export type { ApproveAllOutcome, DraftGateway, PolicyOutcome } from './upstream/drafts.ts';

export default definePlugin({
  id: 'approvals',
  description: 'Approvals: the pending-chunk inbox per gateway and sandbox, every decision move bridged to the gateway, history, and detection of new chunks.',
  dependsOn: ['gateways', 'policies'],
  config: { namespace: 'approvals', schema: approvalsConfigSchema },
  events: {
    'approval.pending': 'A new approval request (draft policy chunk) arrived.',
    'approval.updated': 'A pending approval request changed upstream (more hits, a new proposal).',
    'approval.approved': 'An approval request was approved (alone, edited, or in bulk).',
    'approval.rejected': 'An approval request was rejected.',
    'approval.undone': 'The last approval or rejection of a request was undone.',
    'approval.cleared': 'Every pending approval request of a sandbox was dismissed without a decision.',
  },
  entities: [ApprovalChunk],
  migrations: approvalsMigrations,
  register(api) {
    const config = api.config;
    api.extensionPoint(decisionGates);
    api.extensionPoint(draftStreamInterest);
    api.provide('approvalInterestList', () => ({ list: [] as readonly DraftStreamInterest[] }), { private: true });
    api.provide('approvalDrafts', (s) => new DraftGateway(s.gatewayApi));
    api.provide('approvalChunks', (s) => new ChunkStore({ database: s.database, clock: s.clock }));
    api.provide('approvalObserver', (s) => new ChunkObserver({ database: s.database, events: s.events, chunks: s.approvalChunks }));
    api.provide(
      'approvalInbox',
      (s) => new ApprovalInbox({ drafts: s.approvalDrafts, chunks: s.approvalChunks, observer: s.approvalObserver, concurrency: config.poll_concurrency }),
    );
    api.provide(
      'approvalMoves',
      (s) =>
        new ApprovalMoves({
          drafts: s.approvalDrafts,
          chunks: s.approvalChunks,
          database: s.database,
          audit: s.audit,
          events: s.events,
          policies: s.policyGateway,
          writeChecks: s.policyWriteChecks,
        }),
    );
    api.provide('approvalDraftCheck', (s) => new DraftCheck({ drafts: s.approvalDrafts, observer: s.approvalObserver, logger: api.logger }), {
      private: true,
    });
    api.provide('approvalDraftStreams', (s) => new DraftStreams({ gateways: s.gatewayApi, check: s.approvalDraftCheck, logger: api.logger }), {
      private: true,
    });
    api.provide(
      'approvalPoller',
      (s) =>
        new ApprovalPoller({
          registry: s.gatewayRegistry,
          drafts: s.approvalDrafts,
          chunks: s.approvalChunks,
          observer: s.approvalObserver,
          streams: s.approvalDraftStreams,
          backoff: new IdleBackoff({ clock: s.clock, intervalMs: config.poll_seconds * 1000, maxGapMs: config.poll_idle_max_seconds * 1000 }),
          interest: () => s.approvalInterestList.list,
          logger: api.logger,
          concurrency: config.poll_concurrency,
          watchPerGateway: config.watch_per_gateway,
        }),
      { private: true },
    );
    // A console viewer's stream (any replica) is open anyway: each snapshot it brings is a look at the chunks.
    api.contributeWith(sandboxSnapshotObservers, (s) => ({
      id: 'approvals',
      changed: (scope, sandbox) => void s.approvalDraftCheck.check(scope, sandbox),
    }));
    api.task({
      id: 'approvals.poll',
      every: config.poll_seconds * 1000,
      timeout: Math.max(config.poll_seconds * 1000, 60_000),
      // Each replica polls the gateways it owns (docs/plugins.md, Tasks).
      scope: 'sharded',
      run: async ({ signal, resolve, shard }) => {
        await resolve('approvalPoller').runCycle(signal, shard.owns);
      },
    });
    readRoutes(api);
    moveRoutes(api);
  },
  start(runtime) {
    runtime.resolve('approvalInterestList').list = runtime.contributions(draftStreamInterest);
    const poller = runtime.resolve('approvalPoller');
    const maxAgeMs = Math.max(3 * runtime.config.poll_seconds * 1000, 60_000);
    runtime
      .resolve('metrics')
      .gauge(
        'approvals_pending',
        'Pending approval requests (draft policy chunks) per gateway, as the last approval poll on this replica saw them upstream.',
        ['gateway'],
        (gauge) => {
          gauge.reset();
          for (const [gateway, count] of poller.pendingSeen(maxAgeMs)) gauge.set({ gateway }, count);
        },
      );
  },
  stop(runtime) {
    runtime.resolve('approvalDraftStreams').stop();
  },
});
