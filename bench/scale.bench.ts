// Health probe cycle time with one replica and with three sharing the work (the probe is a sharded task,
// docs/plugins.md, Tasks): the time from the start of a cycle until every gateway has been probed once, by whichever
// replica owns it. BENCH_GATEWAYS gateways (default 60) over mTLS, each on its own loopback address, served by a farm
// of simulators in a child process; BENCH_CYCLES measured cycles (default 5).
//
// The replicas are test kernels in this one process on one PostgreSQL database (PORTCULLIS_TEST_PG_URL), so they
// share its CPU: the figures show how the work splits and what coordination costs, not the gain of separate hosts.
import { shardOf } from '@portcullis/core';
import type {} from '@portcullis/plugin-gateways';
import { WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { createTestDatabase, createTestKernel, ManualClock, type TestDatabase, type TestKernel } from '@portcullis/testing';
import { type Farm, farmGateway, startFarm } from './lib.ts';

const GATEWAYS = Number(process.env.BENCH_GATEWAYS ?? 60);
const MEASURED_CYCLES = Number(process.env.BENCH_CYCLES ?? 5);
const TASK = 'gateways.health-probe';

async function bootReplica(database: TestDatabase, clock: ManualClock): Promise<TestKernel> {
  return createTestKernel({
    plugins: ['gateways', ...WIRE_LINE_PLUGINS],
    database,
    // Never advanced: every replica's heartbeat stays fresh, so membership holds for the whole run.
    clock,
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_RATE_LIMIT_PER_MINUTE: '100000000', SERVICE_LOG_LEVEL: 'warn' },
  });
}

async function registerAll(t: TestKernel, farm: Farm): Promise<void> {
  for (let i = 0; i < GATEWAYS; i += 1) {
    const response = await t.http.post('/api/gateway/register', farmGateway(farm, i, `gw-${String(i).padStart(4, '0')}`));
    if (response.status !== 201) throw new Error(`registration ${i} failed: ${response.status} ${response.text}`);
  }
}

/** One cycle on every replica at once; resolves when the last has finished. Returns its wall time in ms. */
async function cycle(replicas: TestKernel[]): Promise<number> {
  const started = performance.now();
  const outcomes = await Promise.all(replicas.map((t) => t.kernel.scheduler.runNow(TASK)));
  const failed = outcomes.find((outcome) => outcome.status !== 'succeeded');
  if (failed) throw new Error(`a probe cycle did not succeed: ${JSON.stringify(failed)}`);
  return performance.now() - started;
}

async function measure(label: string, replicas: TestKernel[]): Promise<void> {
  const members = await replicas[0]!.resolve('instances').shardMembers();
  const shares = replicas.map((t) => {
    const shard = shardOf(t.kernel.instanceId, members);
    return Array.from({ length: GATEWAYS }, (_, i) => `gw-${String(i).padStart(4, '0')}`).filter((name) => shard.owns(name)).length;
  });
  const cold = await cycle(replicas);
  const walls: number[] = [];
  for (let i = 0; i < MEASURED_CYCLES; i += 1) walls.push(await cycle(replicas));
  const sorted = [...walls].sort((a, b) => a - b);
  process.stdout.write(
    `${label}: gateways per replica ${shares.join(' / ')}; first cycle ${cold.toFixed(0)} ms; steady cycle median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms over ${MEASURED_CYCLES}\n`,
  );
}

const farm = await startFarm(2);
const database = await createTestDatabase('postgresql');
const clock = new ManualClock(Date.now());
const replicas: TestKernel[] = [];
try {
  replicas.push(await bootReplica(database, clock));
  await registerAll(replicas[0]!, farm);
  process.stdout.write(`gateways registered: ${GATEWAYS} over mTLS (database: ${database.dialect})\n`);
  await measure('1 replica', replicas);
  replicas.push(await bootReplica(database, clock), await bootReplica(database, clock));
  await measure('3 replicas', replicas);
  const channels = replicas.map((t) => t.resolve('gatewayClients', 'gateways').size);
  process.stdout.write(`open channels per replica after the last cycle: ${channels.join(' / ')}\n`);
} finally {
  for (const t of replicas) await t.stop();
  await database.drop();
  await farm.stop();
}
