// Every audit action Portcullis writes becomes an OCSF event that its class schema accepts (test/fixtures, OCSF
// 1.3 subset), in the class and activity docs/audit-export.md lists.
import type { AuditExportRecord } from '@portcullis/plugin-audit';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classify, ocsfEvent } from '../src/index.ts';
import { ocsfErrors } from './schema.ts';

// The actions written across plugins/ and core/ (grep `action: '`), including the ones built from a prefix.
const ACTIONS = `approval.approve approval.approve_all approval.clear approval.edit approval.reject approval.undo approval.vote
approval.vote.withdrawn approval.workflow.remove approval.workflow.set audit.export audit.purge audit.retention.set backup.create
backup.restore curfew.set fleet.action gateway.discovered gateway.register gateway.unregister gateway.update gateway.start gateway_template.create
gateway_template.delete group.create group.delete group.member.add group.member.remove group.update inference.update lease_policy.set
operation.cancel passkey.delete passkey.register policy.apply policy.ceiling.remove policy.ceiling.set policy.filesystem.add
policy.filesystem.remove policy.pin policy.pin.expired policy.preset.apply policy.preset.remove policy.process.update policy.replace
policy.rule.add policy.rule.remove provider.create provider.credential_refresh provider.credential_refresh_configure
provider.credential_refresh_remove provider.delete provider.update provider_type.delete provider_type.import sandbox.create sandbox.delete
sandbox.exec sandbox.stop sandbox.service_expose sandbox.service_remove sandbox.ssh.create sandbox.ssh.revoke sandbox.update sandbox.provider.attach
service_principal.create service_principal.delete service_principal.rotate service_principal.update user.create user.delete
user.invite_accept user.invite_resend user.invite_revoke user.login user.login_failed user.logout user.password_change
user.password_change_failed user.register user.setup user.update webhook.create webhook.deactivate webhook.delete webhook.test
webhook.update workspace.create workspace.delete workspace.member_remove workspace.member_set user.gateway_role.set
user.gateway_role.remove group.gateway_role.set oidc.link`.split(/\s+/);

function record(action: string, overrides: Partial<AuditExportRecord> = {}): AuditExportRecord {
  return {
    id: 7,
    timestamp: '2026-11-01T12:00:00.000Z',
    actor: 'alice@example.com',
    actor_type: 'user',
    action,
    resource_type: action.split('.')[0]!,
    resource_id: 'thing-1',
    gateway: 'sim',
    detail: { subject: 'bob@example.com', role: 'operator', workspace: 'team', group: 'ops', user_id: 'u-2', email: 'bob@example.com' },
    client_ip: '192.0.2.10',
    request_id: 'req-1',
    outcome: null,
    intent_id: null,
    hash: 'a'.repeat(64),
    prev_hash: 'b'.repeat(64),
    hash_alg: 'sha256',
    ...overrides,
  };
}

test('every action maps to an event its OCSF class schema accepts', () => {
  for (const action of ACTIONS) assert.equal(ocsfErrors(ocsfEvent(record(action), '0.1.0')), [], action);
});

test('rows without a client, a resource id, a detail or a request id still make valid events', () => {
  const bare = { client_ip: null, resource_id: null, detail: null, request_id: null, gateway: null, actor: 'system', actor_type: 'system' };
  for (const action of ACTIONS) assert.equal(ocsfErrors(ocsfEvent(record(action, bare), '0.1.0')), [], action);
});

test('the documented classes and activities', () => {
  const pick = (action: string) => {
    const { ocsfClass, activityId } = classify(action);
    return [ocsfClass.classUid, activityId];
  };
  assert.equal(pick('user.create'), [3001, 1]);
  assert.equal(pick('user.password_change'), [3001, 3]);
  assert.equal(pick('user.delete'), [3001, 6]);
  assert.equal(pick('passkey.register'), [3001, 10]);
  assert.equal(pick('user.gateway_role.set'), [3003, 1]);
  assert.equal(pick('workspace.member_set'), [3003, 1]);
  assert.equal(pick('group.member.add'), [3003, 2]);
  assert.equal(pick('sandbox.create'), [6003, 1]);
  assert.equal(pick('audit.export'), [6003, 2]);
  assert.equal(pick('policy.replace'), [6003, 3]);
  assert.equal(pick('gateway.unregister'), [6003, 4]);
  assert.equal(pick('sandbox.exec'), [6003, 99]);
});

test('outcomes become the OCSF status, and the chain and detail are kept in unmapped', () => {
  const failed = ocsfEvent(record('sandbox.delete', { outcome: 'failed' }), '0.1.0');
  assert.is(failed.status_id, 2);
  assert.is(ocsfEvent(record('user.login_failed'), '0.1.0').status_id, 2);
  assert.is(ocsfEvent(record('sandbox.delete', { outcome: 'pending' }), '0.1.0').status, 'Pending');
  const event = ocsfEvent(record('sandbox.create'), '0.1.0');
  assert.is(event.type_uid, 600301);
  assert.is(event.time, Date.parse('2026-11-01T12:00:00.000Z'));
  assert.equal((event.unmapped as Record<string, unknown>).hash, 'a'.repeat(64));
  assert.equal((event.metadata as Record<string, unknown>).uid, '7');
});

test('the schema refuses what OCSF would: a missing required attribute, a wrong type_uid, an invented attribute', () => {
  const event = ocsfEvent(record('sandbox.create'), '0.1.0');
  const { api: _api, ...withoutApi } = event;
  assert.ok(ocsfErrors(withoutApi).length > 0);
  assert.ok(ocsfErrors({ ...event, type_uid: 600305 }).length > 0);
  assert.ok(ocsfErrors({ ...event, made_up: 1 }).length > 0);
  const grant = ocsfEvent(record('group.member.add'), '0.1.0');
  assert.ok(ocsfErrors({ ...grant, privileges: ['x'] }).length > 0);
});

test.run();
