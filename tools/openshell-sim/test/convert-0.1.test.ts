// The contract-driven conversion between the wire lines (src/line-0.1/convert.ts), on its own: fields pair by number,
// Timestamps and Durations at number + 100 replace milliseconds and seconds, NetworkEndpoint's strings become enums,
// and a field only one line has is dropped (or defaulted going down).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GatewayError } from '../src/grpc/errors.ts';
import { to00, to01 } from '../src/line-0.1/convert.ts';

const MS = Date.parse('2026-09-28T12:34:56.789Z');
const TS = { seconds: Math.floor(MS / 1000), nanos: 789_000_000 };

test('up: milliseconds become Timestamps at number + 100 (0 means absent), ISO condition times too', () => {
  const meta = to01<any>('openshell.datamodel.v1.ObjectMeta', { id: 'i', name: 'n', created_at_ms: MS, deletion_timestamp_ms: 0, resource_version: 3 });
  assert.equal(meta, { id: 'i', name: 'n', resource_version: 3, created_time: TS, deletion_time: null });
  const condition = to01<any>('openshell.v1.SandboxCondition', { type: 'Ready', status: 'True', last_transition_time: new Date(MS).toISOString() });
  assert.equal(condition.transition_time, TS);
  const provider = to01<any>('openshell.datamodel.v1.Provider', { type: 'openai', credential_expires_at_ms: { KEY: MS } });
  assert.equal(provider.credential_expiration_times, { KEY: TS });
});

test('up: endpoint strings become enums; 0.0-only fields are dropped; 0.1-only fields already set are kept', () => {
  const endpoint = to01<any>('openshell.sandbox.v1.NetworkEndpoint', { host: 'h', port: 443, tls: 'skip', enforcement: 'audit', access: 'read-write' });
  assert.equal(
    [endpoint.tls, endpoint.enforcement, endpoint.access],
    ['NETWORK_TLS_MODE_SKIP', 'NETWORK_ENFORCEMENT_MODE_AUDIT', 'NETWORK_ACCESS_PRESET_READ_WRITE'],
  );
  assert.equal(to01('openshell.sandbox.v1.NetworkBinary', { path: '/bin/sh', harness: true }), { path: '/bin/sh' });
  const status = to01<any>('openshell.v1.SandboxStatus', { sandbox_name: 'gone', phase: 'SANDBOX_PHASE_READY', configuration_activated: true });
  assert.equal(status, { phase: 'SANDBOX_PHASE_READY', configuration_activated: true });
});

test('down: Timestamps and Durations become milliseconds and seconds; missing fields get the 0.0 defaults', () => {
  const request = to00<any>('openshell.v1.ExecSandboxRequest', { sandbox: 'box', command: ['ls'], execution_timeout: { seconds: 7, nanos: 0 } });
  assert.equal([request.sandbox_id, request.command, request.timeout_seconds, request.workdir, request.environment], ['box', ['ls'], 7, '', {}]);
  const provider = to00<any>('openshell.datamodel.v1.Provider', { type: 'x', credential_expiration_times: { KEY: TS } });
  assert.equal([provider.credential_expires_at_ms, provider.credentials, provider.metadata], [{ KEY: MS }, {}, null]);
});

test('down: enums become the stored strings; TERMINATE / PASSTHROUGH and unknown values are refused with their path', () => {
  const policy = to00<any>(
    'openshell.sandbox.v1.SandboxPolicy',
    {
      network_policies: { r: { endpoints: [{ host: 'h', port: 1, tls: 'NETWORK_TLS_MODE_SKIP', access: 'NETWORK_ACCESS_PRESET_FULL' }], binaries: [] } },
    },
    'policy',
  );
  assert.equal(
    [policy.network_policies.r.endpoints[0].tls, policy.network_policies.r.endpoints[0].access, policy.network_policies.r.endpoints[0].enforcement],
    ['skip', 'full', ''],
  );
  for (const tls of ['NETWORK_TLS_MODE_PASSTHROUGH', 7]) {
    try {
      to00('openshell.sandbox.v1.SandboxPolicy', { network_policies: { r: { endpoints: [{ host: 'h', tls }] } } }, 'policy');
      assert.unreachable();
    } catch (error) {
      assert.instance(error, GatewayError);
      assert.equal((error as GatewayError).details?.fieldViolations?.[0]?.field, 'policy.network_policies.r.endpoints[0].tls');
    }
  }
});

test("down: a oneof member sets the loader's virtual oneof property the 0.0 handlers switch on", () => {
  const op = to00<any>('openshell.v1.PolicyMergeOperation', { remove_rule: { rule_name: 'x' }, operation: 'remove_rule' });
  assert.equal([op.operation, op.remove_rule], ['remove_rule', { rule_name: 'x' }]);
  assert.not.ok('add_rule' in op, 'unset members stay unset');
});

test.run();
