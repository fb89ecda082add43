import { type DialectTypes, dialectMigrations, type Migration, type PluginMigrations } from '@portcullis/core';

function decisionLinks({ epochMs }: DialectTypes): Migration {
  return {
    name: '0001_decision_links',
    up: [
      `CREATE TABLE decision_links (
        id VARCHAR(32) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(253) NOT NULL,
        chunk_id VARCHAR(253) NOT NULL,
        review_token TEXT NOT NULL,
        recipient VARCHAR(400) NOT NULL,
        expires_at ${epochMs} NOT NULL,
        used_at ${epochMs} NULL,
        used_by VARCHAR(320) NULL,
        created_at ${epochMs} NOT NULL
      )`,
      'CREATE INDEX decision_links_expiry ON decision_links (expires_at)',
    ],
  };
}

export const decisionLinksMigrations: PluginMigrations = dialectMigrations((types) => [decisionLinks(types)]);
