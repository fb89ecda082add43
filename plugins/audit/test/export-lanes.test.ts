// The export engine with lanes of the test's own (plugins defined here, contributing to auditExportLanes): lanes run
// side by side, so one whose receiver fails does not hold another back; the failing one is offered the same
// batch again, whole; a lane is handed batches in id order and never more than the batch size; two lanes with one
// name stop the start-up (docs/audit-export.md §1).
import { definePlugin } from '@portcullis/core';
import { createTestKernel, ManualClock } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendRows, EXPORT_T0, exportAfter, laneStatus } from '../src/export/testing.ts';
import { type AuditExportLane, type AuditExportRecord, auditExportLanes } from '../src/index.ts';

interface RecordingLane extends AuditExportLane {
  batches: number[][];
  failing: boolean;
}

function recordingLane(name: string): RecordingLane {
  const lane: RecordingLane = {
    name,
    description: `test lane ${name}`,
    batches: [],
    failing: false,
    async send(batch: AuditExportRecord[]) {
      lane.batches.push(batch.map((record) => record.id));
      if (lane.failing) throw new Error(`${name} is down`);
    },
  };
  return lane;
}

function lanePlugin(id: string, lane: AuditExportLane) {
  return definePlugin({ id, description: `contributes ${lane.name}`, dependsOn: ['audit'], register: (api) => api.contribute(auditExportLanes, lane) });
}

test('lanes run side by side: a failing one is retried with the same batch and does not hold the other back', async () => {
  const healthy = recordingLane('healthy');
  const broken = recordingLane('broken');
  broken.failing = true;
  const t = await createTestKernel({
    plugins: ['audit', lanePlugin('lane-healthy', healthy), lanePlugin('lane-broken', broken)],
    clock: new ManualClock(EXPORT_T0),
    env: { SERVICE_AUDIT_EXPORT_BATCH_SIZE: '4', SERVICE_AUDIT_EXPORT_INTERVAL: '1' },
  });
  try {
    const ids = await appendRows(t, 6);
    await exportAfter(t, 0);
    assert.equal(healthy.batches, [ids.slice(0, 4), ids.slice(4)]);
    assert.equal(broken.batches, [ids.slice(0, 4)]);
    await exportAfter(t, 1000);
    assert.equal(broken.batches, [ids.slice(0, 4), ids.slice(0, 4)]);
    broken.failing = false;
    await exportAfter(t, 2000);
    assert.equal(broken.batches.slice(2), [ids.slice(0, 4), ids.slice(4)]);
    assert.is(healthy.batches.length, 2, 'nothing new: the healthy lane was not offered anything again');
    for (const name of ['healthy', 'broken']) assert.is((await laneStatus(t, name)).position, ids.at(-1));
  } finally {
    await t.stop();
  }
});

test('the lanes listing is for admins: a viewer and an operator are refused with a problem', async () => {
  const t = await createTestKernel({ plugins: ['audit', lanePlugin('lane-healthy', recordingLane('healthy'))] });
  try {
    for (const role of ['viewer', 'operator'] as const) {
      const refused = await t.http.as(role).get('/api/audit/export-lanes');
      assert.is(refused.status, 403, `${role}: ${refused.text}`);
      assert.is(refused.headers.get('content-type'), 'application/problem+json');
    }
    const listed = await t.http.get('/api/audit/export-lanes');
    assert.is(listed.status, 200, listed.text);
    assert.equal(
      listed.body.items.map((lane: { lane: string }) => lane.lane),
      ['healthy'],
    );
  } finally {
    await t.stop();
  }
});

test('two lanes with one name stop the start-up', async () => {
  const boot = createTestKernel({ plugins: ['audit', lanePlugin('lane-one', recordingLane('same')), lanePlugin('lane-two', recordingLane('same'))] });
  await boot.then(
    (t) => t.stop().then(() => assert.unreachable('started')),
    (error: Error) => assert.match(error.message, /two audit export lanes are named same/),
  );
});

test.run();
