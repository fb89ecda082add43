import { type DialectTypes, dialectMigrations, type PluginMigrations } from '@portcullis/core';

function statements({ timestamp, json }: DialectTypes): string[] {
  return [
    `CREATE TABLE approval_workflows (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(63) NOT NULL,
        required_votes INTEGER NOT NULL,
        voters ${json} NOT NULL,
        escalation_deadline_seconds INTEGER NULL,
        created_by VARCHAR(320) NOT NULL,
        created_at ${timestamp} NOT NULL,
        updated_at ${timestamp} NOT NULL
      )`,
    'CREATE UNIQUE INDEX approval_workflows_key ON approval_workflows (gateway, workspace, sandbox)',
    `CREATE TABLE approval_proposals (
        id VARCHAR(36) PRIMARY KEY,
        gateway VARCHAR(253) NOT NULL,
        workspace VARCHAR(63) NOT NULL,
        sandbox VARCHAR(63) NOT NULL,
        chunk_id VARCHAR(128) NOT NULL,
        round INTEGER NOT NULL,
        status VARCHAR(16) NOT NULL,
        first_vote_at ${timestamp} NOT NULL,
        claimed_at ${timestamp} NULL,
        escalated_at ${timestamp} NULL,
        decided_at ${timestamp} NULL,
        created_at ${timestamp} NOT NULL
      )`,
    'CREATE UNIQUE INDEX approval_proposals_round ON approval_proposals (gateway, workspace, sandbox, chunk_id, round)',
    `CREATE TABLE approval_votes (
        id VARCHAR(36) PRIMARY KEY,
        proposal_id VARCHAR(36) NOT NULL REFERENCES approval_proposals (id),
        voter VARCHAR(320) NOT NULL,
        voter_type VARCHAR(32) NOT NULL,
        decision VARCHAR(8) NOT NULL,
        reason TEXT NULL,
        created_at ${timestamp} NOT NULL,
        UNIQUE (proposal_id, voter)
      )`,
  ];
}

// Timestamps as the ORM writes them (DATETIME or TIMESTAMPTZ), JSON as text or JSONB: see DialectTypes.
export const quorumMigrations: PluginMigrations = dialectMigrations((types) => [{ name: '0001_approval_workflows', up: statements(types) }]);
