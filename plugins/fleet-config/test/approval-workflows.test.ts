// Approval workflows as a declarable kind of the approvals-quorum plugin: named <gateway>/<workspace>/<sandbox> as the
// route addresses them, with the route's body as fields, set after the gateway through the same method as
// PUT .../approval-workflow (the sandbox must exist; the store's audit row), pruned only with the flag.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { actions, applyRequest, assertExportRoundTrips, bootFleetConfig, plan, planAndApply } from './helpers.ts';

const PLUGINS = ['users', 'policies', 'approvals', 'approvals-quorum'];
const BOX = '/api/gateways/gw/sandboxes/box/approval-workflow';

interface Context {
  t: TestKernel;
  sim: Simulator;
  document: { version: number; gateways: Record<string, unknown>; approval_workflows: Record<string, Record<string, unknown>> };
}

/** A workflow row as the route and a document both write it: timestamps, sandbox and operation aside. */
function shapeOf(row: Record<string, any>): Record<string, unknown> {
  const { operation_id: _operation, created_at: _created, updated_at: _updated, sandbox: _sandbox, ...detail } = row.detail;
  return { action: row.action, resource_type: row.resource_type, gateway: row.gateway, detail };
}

const workflows = suite<Context>('approval workflows in a fleet document');

workflows.before(async (context) => {
  context.sim = await startTestSimulator();
  for (const name of ['box', 'box2']) context.sim.control.seedSandbox({ name });
  context.t = await bootFleetConfig({ plugins: PLUGINS });
  context.document = {
    version: 1,
    gateways: { gw: { endpoint: `http://${context.sim.address}`, auth_mode: 'none' } },
    approval_workflows: { 'gw/default/box': { required_votes: 2, voters: ['sre', 'alice@example.test'] } },
  };
});
workflows.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

workflows('a workflow is set after its gateway with the route audit row, then unchanged', async ({ t, document }) => {
  assert.equal(actions((await plan(t, document)).body), ['gateways/gw create', 'approval_workflows/gw/default/box create']);
  await planAndApply(t, document);
  const read = await t.http.get(BOX);
  assert.equal([read.status, read.body.voters, read.body.escalation_deadline_seconds], [200, ['sre', 'alice@example.test'], null]);
  assert.is((await t.http.put('/api/gateways/gw/sandboxes/box2/approval-workflow', document.approval_workflows['gw/default/box'])).status, 201);
  const [declared, viaApi] = await auditRows(t, 'approval.workflow.set');
  assert.ok(declared!.detail.operation_id, 'the row names the apply operation');
  assert.equal(shapeOf(declared!), shapeOf(viaApi!));
  assert.equal(actions((await plan(t, document)).body).slice(1), ['approval_workflows/gw/default/box unchanged', 'approval_workflows/gw/default/box2 kept']);
  assert.equal((await planAndApply(t, document)).outcomes, [], 'applying again changes nothing');
});

workflows('a changed quorum plans its field; export applied to a fresh kernel plans no change', async ({ t, document }) => {
  const changed = structuredClone(document);
  changed.approval_workflows['gw/default/box']!.required_votes = 3;
  assert.equal((await plan(t, changed)).body.objects[1].fields, [{ field: 'required_votes', from: 2, to: 3 }]);
  await planAndApply(t, changed);
  assert.is((await t.http.get(BOX)).body.required_votes, 3);

  await assertExportRoundTrips(t, await bootFleetConfig({ plugins: PLUGINS }));
});

workflows('refusals: an unknown gateway in the plan, a name not in the route form, a sandbox the gateway lacks', async ({ t, document }) => {
  const unknownGateway = { version: 1, approval_workflows: { 'nowhere/default/box': { required_votes: 2, voters: ['sre'] } } };
  const unknown = await plan(t, unknownGateway);
  assert.is(unknown.body.objects.find((object: { name: string }) => object.name === 'nowhere/default/box').refusal, 'no gateway named nowhere');
  assert.equal((await applyRequest(t, unknownGateway, unknown.body.plan_hash)).body.code, 'PLAN_REFUSED');
  const misnamed = await plan(t, { version: 1, approval_workflows: { 'gw/box': { required_votes: 2, voters: ['sre'] } } });
  assert.equal([misnamed.status, misnamed.body.errors[0].message], [400, 'must be <gateway>/<workspace>/<sandbox>']);
  const ghost = { ...document, approval_workflows: { ...document.approval_workflows, 'gw/default/ghost': { required_votes: 2, voters: ['sre'] } } };
  const outcome = (await planAndApply(t, ghost)).outcomes.find((object: { name: string }) => object.name === 'gw/default/ghost');
  assert.equal([outcome.outcome, outcome.code], ['failed', 'SANDBOX_NOT_FOUND']);
});

workflows('prune removes a workflow the document no longer declares only with the flag', async ({ t, document }) => {
  const none = { ...document, approval_workflows: {} };
  assert.equal(actions((await plan(t, none)).body).slice(1), ['approval_workflows/gw/default/box kept', 'approval_workflows/gw/default/box2 kept']);
  await planAndApply(t, none, { prune: 'true' });
  assert.equal(
    (await auditRows(t, 'approval.workflow.remove')).map((row) => row.resource_id),
    ['box2', 'box'],
  );
  assert.is((await t.http.get(BOX)).status, 404);
});

workflows.run();
