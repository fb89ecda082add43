import { type DialectTypes, dialectMigrations, type Migration, type PluginMigrations } from '@portcullis/core';

function interactive({ epochMs }: DialectTypes): Migration {
  return {
    name: '0001_chat_blocks_interactive',
    up: [
      `CREATE TABLE chat_blocks_identities (
        user_id VARCHAR(36) PRIMARY KEY,
        team_id VARCHAR(64) NOT NULL,
        chat_user_id VARCHAR(64) NOT NULL,
        chat_user_name VARCHAR(255) NOT NULL,
        linked_at ${epochMs} NOT NULL
      )`,
      'CREATE UNIQUE INDEX chat_blocks_identities_chat_user ON chat_blocks_identities (team_id, chat_user_id)',
      `CREATE TABLE chat_blocks_link_codes (
        code_hash VARCHAR(64) PRIMARY KEY,
        user_id VARCHAR(36) NOT NULL,
        expires_at ${epochMs} NOT NULL
      )`,
      'CREATE INDEX chat_blocks_link_codes_user ON chat_blocks_link_codes (user_id)',
      `CREATE TABLE chat_blocks_seen_requests (
        digest VARCHAR(64) PRIMARY KEY,
        expires_at ${epochMs} NOT NULL
      )`,
      'CREATE INDEX chat_blocks_seen_requests_expiry ON chat_blocks_seen_requests (expires_at)',
      `CREATE TABLE chat_blocks_messages (
        chunk_key VARCHAR(1024) PRIMARY KEY,
        response_url TEXT NOT NULL,
        required INTEGER NULL,
        updated_at ${epochMs} NOT NULL
      )`,
    ],
  };
}

export const chatBlocksMigrations: PluginMigrations = dialectMigrations((types) => [interactive(types)]);
