import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import { ChatMessage } from '../entities.ts';

export interface ChunkRef {
  gateway: string;
  workspace: string;
  sandbox: string;
  chunk_id: string;
}

export interface ClickedMessage {
  responseUrl: string;
  required: number | null;
}

const query = typedQueries<TablesOf<typeof ChatMessage>>();

const setRequired = query((db, args: { chunkKey: string; required: number }) =>
  db.updateTable('chat_blocks_messages').set({ required: args.required }).where('chunkKey', '=', args.chunkKey),
);

/** Only the message as it was read: one remembered since then (a newer click) is left in place. */
const messageTaken = query((db, args: { chunkKey: string; updatedAt: number }) =>
  db.deleteFrom('chat_blocks_messages').where('chunkKey', '=', args.chunkKey).where('updatedAt', '=', args.updatedAt),
);

function keyOf(ref: ChunkRef): string {
  return [ref.gateway, ref.workspace, ref.sandbox, ref.chunk_id].join('/');
}

/**
 * The message whose buttons were last clicked for a chunk: when the chunk is decided, through a button or anywhere
 * else, that message is replaced to say so. Taking it removes it, so one replica updates it once.
 */
export class ClickedMessages {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.database = deps.database;
    this.clock = deps.clock;
  }

  remember(ref: ChunkRef, responseUrl: string): Promise<void> {
    return this.database.transaction(async (em) => {
      await em.upsert(
        ChatMessage,
        { chunkKey: keyOf(ref), responseUrl, updatedAt: this.clock.now() },
        { onConflictFields: ['chunkKey'], onConflictMergeFields: ['responseUrl', 'updatedAt'] },
      );
    });
  }

  async recordRequired(ref: ChunkRef, required: number): Promise<void> {
    await this.database.queries.run(setRequired, { chunkKey: keyOf(ref), required });
  }

  /** The message, once: null when there is none or another replica took it first. */
  take(ref: ChunkRef): Promise<ClickedMessage | null> {
    return this.database.transaction(async (em) => {
      const row = await em.findOne(ChatMessage, { chunkKey: keyOf(ref) });
      if (!row) return null;
      const removed = await this.database.queries.run(messageTaken, { chunkKey: keyOf(ref), updatedAt: row.updatedAt }, em);
      return removed === 1 ? { responseUrl: row.responseUrl, required: row.required ?? null } : null;
    });
  }
}
