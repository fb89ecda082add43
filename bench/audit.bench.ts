// The audit log at scale: over 1 000 000 rows, every filter of GET /api/audit should answer with a p95
// under 50 ms on both dialects, and GET /api/audit/export of 200 000 rows should stream: throughput in rows/s and
// MB/s, with the process's RSS growth bounded by a few batches, not by the size of the export (the whole table is
// exported too, for comparison).
//
// Each dialect gets a fresh database with the kernel's and the audit plugin's migrations (indexes, row count
// triggers), filled by the database itself (bench/fixtures/audit-rows.ts). The service runs in this process and is
// called over HTTP, so times include routing, validation and JSON. BENCH_AUDIT_ROWS, BENCH_AUDIT_EXPORT_ROWS,
// BENCH_AUDIT_DIALECTS (sqlite,postgresql) and BENCH_AUDIT_SAMPLES adjust it.
import { spawn } from 'node:child_process';
import { createReadStream, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type {} from '@portcullis/plugin-audit';
import { connectTestDatabase, createTestDatabase, createTestKernel, type TestDialect, type TestKernel } from '@portcullis/testing';
import { benchFilters, SPREAD, seedAuditRows } from './fixtures/audit-rows.ts';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const EXPORT_ROWS = Number(process.env.BENCH_AUDIT_EXPORT_ROWS ?? 200_000);
const SAMPLES = Number(process.env.BENCH_AUDIT_SAMPLES ?? 60);
const DIALECTS = (process.env.BENCH_AUDIT_DIALECTS ?? 'sqlite,postgresql').split(',') as TestDialect[];
const TARGET_P95_MS = 50;
const DAY_MS = 86_400_000;
const MB = 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeFilters(t: TestKernel, start: number): Promise<boolean> {
  let pass = true;
  for (const { name, query } of benchFilters(start)) {
    for (let i = 0; i < 3; i += 1) await t.http.get('/api/audit', { query });
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const began = performance.now();
      const response = await t.http.get('/api/audit', { query });
      times.push(performance.now() - began);
      if (response.status !== 200) throw new Error(`${name}: ${response.status} ${response.text}`);
      total = response.body.total;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    pass &&= p95 < TARGET_P95_MS;
    process.stdout.write(
      `  ${name.padEnd(24)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   (${total} match)\n`,
    );
  }
  return pass;
}

/**
 * Downloads the export with curl (another process: this one's memory is the service's alone), sampling this
 * process's RSS while it runs. curl reports the bytes; rows are counted in the file.
 */
async function timeExport(t: TestKernel, name: string, query: Record<string, string>): Promise<void> {
  const file = join(t.database.dataDir, `export.${query.format}`);
  gc();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const began = performance.now();
  const curl = spawn(
    'curl',
    ['-sS', '-o', file, '-H', `x-portcullis-test-actor: ${JSON.stringify({ role: 'admin' })}`, t.http.url('/api/audit/export', query)],
    { stdio: 'inherit' },
  );
  const code = await new Promise((resolve) => curl.once('exit', resolve));
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`curl exited with ${String(code)}`);
  const bytes = statSync(file).size;
  const rows = (await countLines(file)) - (query.format === 'csv' ? 1 : 2);
  rmSync(file);
  process.stdout.write(
    `  export ${name.padEnd(16)} ${String(rows).padStart(7)} rows, ${(bytes / MB).toFixed(1).padStart(6)} MB in ${seconds.toFixed(1)} s: ` +
      `${Math.round(rows / seconds)} rows/s, ${(bytes / MB / seconds).toFixed(1)} MB/s; RSS growth ${((peak - baseline) / MB).toFixed(1)} MB at most\n`,
  );
}

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file)) for (const byte of chunk as Buffer) if (byte === 10) lines += 1;
  return lines;
}

async function bench(dialect: TestDialect): Promise<boolean> {
  const database = await createTestDatabase(dialect);
  const t = await createTestKernel({ plugins: ['audit'], database, clock: 'system', env: { SERVICE_LOG_LEVEL: 'warn' } });
  try {
    const direct = await connectTestDatabase(database);
    const seeding = performance.now();
    const start = await seedAuditRows(direct, ROWS).finally(() => direct.close());
    process.stdout.write(`${dialect}: ${ROWS} rows written in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);
    const pass = await timeFilters(t, start);
    process.stdout.write(`  filters p95 under ${TARGET_P95_MS} ms: ${pass ? 'PASS' : 'FAIL'}\n`);
    const since = new Date(start + SPREAD.days * DAY_MS * (1 - EXPORT_ROWS / ROWS)).toISOString();
    for (const format of ['csv', 'json']) await timeExport(t, `${format}, ${EXPORT_ROWS / 1000}k rows`, { format, since });
    // Bounded means independent of the size: the whole table costs no more memory than a fifth of it.
    await timeExport(t, 'csv, every row', { format: 'csv' });
    return pass;
  } finally {
    await t.stop();
    await database.drop();
  }
}

let allPass = true;
for (const dialect of DIALECTS) allPass = (await bench(dialect)) && allPass;
process.exitCode = allPass ? 0 : 1;
