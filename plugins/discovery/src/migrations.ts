import type { PluginMigrations } from '@portcullis/core';

export const discoveryMigrations: PluginMigrations = {
  sqlite: [{ name: '0001_discovery_status', up: ['CREATE TABLE discovery_status (id VARCHAR(16) PRIMARY KEY, result JSON NOT NULL)'] }],
  postgresql: [{ name: '0001_discovery_status', up: ['CREATE TABLE discovery_status (id VARCHAR(16) PRIMARY KEY, result JSONB NOT NULL)'] }],
};
