import { dialectMigrations } from '@portcullis/core';

export const fleetConfigMigrations = dialectMigrations(({ json, boolean, epochMs }) => [
  {
    name: '0001_fleet_config_state',
    up: [
      `CREATE TABLE fleet_config_state (
        id VARCHAR(36) PRIMARY KEY,
        declared ${json} NOT NULL,
        prune ${boolean} NOT NULL,
        applied_by VARCHAR(320) NOT NULL,
        applied_at ${epochMs} NOT NULL,
        drift_digest VARCHAR(64) NULL
      )`,
    ],
  },
]);
