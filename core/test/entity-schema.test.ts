import { defineEntity, p } from '@mikro-orm/core';
import { createTestKernel, entitySchemaDrift, type SchemaDrift, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Dialect, definePlugin, dialectMigrations } from '../src/index.ts';

interface Allowed {
  reason: string;
  /** The dialects on which it is expected (default both). */
  only?: Dialect;
}

// Every difference between the standard plugin set's entities and its migrations that is meant to be, with why.
// Anything else fails the test: declare it on the entity, or write a migration.
const ALLOWED: Record<string, Allowed> = {
  'table portcullis_migrations': { reason: "the migration runner's own bookkeeping, created by it in raw SQL (core/src/db/migrate.ts)" },
  'primary key audit_purge': { reason: "the purge's cutoff, a row only inside its transaction, has no key; the entity keys it on its one column" },
  // The audit plugin's list indexes sit on the kernel's audit_log: the kernel's entity cannot declare them (they
  // exist only with that plugin), and they differ by dialect (SQLite appends the rowid to every index itself).
  'index audit_log.audit_log_actor_time': { reason: "the audit plugin's list index on the kernel's table" },
  'index audit_log.audit_log_action_time': { reason: "the audit plugin's list index on the kernel's table" },
  'index audit_log.audit_log_gateway_time': { reason: "the audit plugin's list index on the kernel's table" },
  'index audit_log.audit_log_resource_time': { reason: "the audit plugin's list index on the kernel's table" },
  'index audit_log.audit_log_time_id': { reason: "the audit plugin's list index on the kernel's table", only: 'postgresql' },
};

test('the entities of the standard plugin set agree with the schema their migrations build', async () => {
  // Metering is off unless enabled; on, its tables are checked too.
  const t = await createTestKernel({ plugins: 'configured', env: { SERVICE_BUDGET_METERING_ENABLED: 'true' } });
  try {
    const drift = await entitySchemaDrift(t.kernel.database);
    const unexpected = drift.filter((difference) => !ALLOWED[difference.key]);
    assert.equal(
      unexpected.map((difference) => difference.message),
      [],
    );
    const seen = new Set(drift.map((difference) => difference.key));
    const stale = Object.entries(ALLOWED)
      .filter(([key, allowed]) => (allowed.only ?? testDialect()) === testDialect() && !seen.has(key))
      .map(([key]) => key);
    assert.equal(stale, [], 'allowed differences that no longer occur: take them off the list');
  } finally {
    await t.stop();
  }
});

// A plugin whose entity and migrations disagree in every way the check looks at.
const Widget = defineEntity({
  name: 'DriftWidget',
  tableName: 'drift_widgets',
  properties: {
    id: p.string().primary(),
    label: p.text(),
    size: p.string(),
    ghost: p.text().nullable(),
  },
  indexes: [{ name: 'drift_widgets_label', properties: ['label'] }],
});

const driftPlugin = definePlugin({
  id: 'drift',
  description: 'Test fixture: an entity its migrations do not match.',
  entities: [Widget],
  migrations: dialectMigrations(() => [
    {
      name: '0001_widgets',
      up: [
        'CREATE TABLE drift_widgets (id VARCHAR(36) PRIMARY KEY, label TEXT NULL, size INTEGER NOT NULL, extra TEXT NULL)',
        'CREATE INDEX drift_widgets_size ON drift_widgets (size)',
      ],
    },
  ]),
  register: () => undefined,
});

test('a column, type, nullability or index on one side only is reported, naming the table and column', async () => {
  const t = await createTestKernel({ plugins: [driftPlugin] });
  try {
    const drift = (await entitySchemaDrift(t.kernel.database)).filter((difference: SchemaDrift) => difference.key.includes('drift_widgets'));
    const family = t.kernel.database.dialect === 'sqlite' ? 'text' : 'varchar';
    assert.equal(drift.map((difference) => difference.message).sort(), [
      'drift_widgets.extra: a migration creates the column but the entity has no property for it',
      'drift_widgets.ghost: the entity maps the column but no migration creates it',
      'drift_widgets.label: the migrations make it nullable, the entity NOT NULL',
      `drift_widgets.size: the migrations make it integer, the entity ${family}`,
      'drift_widgets: the entity declares index drift_widgets_label (label), no migration creates it',
      'drift_widgets: the migrations create index drift_widgets_size (size), the entity does not declare it',
    ]);
    assert.equal(drift.map((difference) => difference.key).sort(), [
      'column drift_widgets.extra',
      'column drift_widgets.ghost',
      'column drift_widgets.label',
      'column drift_widgets.size',
      'index drift_widgets.drift_widgets_label',
      'index drift_widgets.drift_widgets_size',
    ]);
  } finally {
    await t.stop();
  }
});

test.run();
