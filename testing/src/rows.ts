import type { AuditInput } from '@portcullis/core';
import type { TestKernel } from './index.ts';

/** Rows of a raw query against the test kernel's database. */
export function rows<T = Record<string, any>>(t: TestKernel, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.kernel.database.execute<T>(sql, params);
}

/** One audit row in a transaction of its own, as a change with nothing else to commit appends it. */
export function appendAuditRow(t: TestKernel, input: AuditInput): Promise<number> {
  return t.kernel.database.transaction((em) => t.resolve('audit').append(em, input));
}

/** A JSON column's value as an object on both dialects (SQLite returns the JSON text, PostgreSQL the value). */
export function jsonColumn(value: unknown): any {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** Audit rows, oldest first, optionally of one action, with `detail` as an object. */
export async function auditRows(t: TestKernel, action?: string): Promise<Array<Record<string, any>>> {
  const found = await rows(t, action ? 'SELECT * FROM audit_log WHERE action = ? ORDER BY id' : 'SELECT * FROM audit_log ORDER BY id', action ? [action] : []);
  return found.map((row) => ({ ...row, detail: jsonColumn(row.detail) }));
}

/**
 * The value of a counter or gauge (`name` without the portcullis_ prefix), summed over the samples whose labels
 * include `labels`; 0 when there is none.
 */
export async function metricValue(t: TestKernel, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = t.kernel.resolve('metrics').registry.getSingleMetric(`portcullis_${name}`);
  if (!metric) throw new Error(`no metric portcullis_${name}`);
  const { values } = await metric.get();
  return values.filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value)).reduce((sum, sample) => sum + sample.value, 0);
}
