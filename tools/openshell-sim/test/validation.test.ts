// Validation the gateway applies (docs/openshell-0.0.md §g.7): environment keys, values and size at create and exec,
// credential variables two attached providers would both supply, SetInferenceRoute's provider checks,
// GetGatewayConfig's keys.
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { basePolicy, collect, readySandbox, rejects, startHarness, stream } from './helpers.ts';

const { status } = grpc;

let h: Harness;
test.before(async () => {
  h = await startHarness({
    providers: [
      { name: 'openai', type: 'openai', credentials: { OPENAI_API_KEY: 'sk-1' } },
      { name: 'openai-b', type: 'openai', credentials: { OPENAI_API_KEY: 'sk-2' } },
      { name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 'ghp' } },
      { name: 'blank', type: 'openai', credentials: { OPENAI_API_KEY: '  ' } },
      { name: 'bedrock', type: 'aws-bedrock', credentials: {} },
    ],
  });
});
test.after(() => h.close());

const create = (name: string, spec: object) => h.call('CreateSandbox', { name, spec });

test('create: environment keys may not use OPENSHELL_, values stay on one line, the total is capped at 256 KiB', async () => {
  await rejects(
    create('e1', { environment: { OPENSHELL_SANDBOX: 'x' } }),
    status.INVALID_ARGUMENT,
    "spec.environment keys starting with OPENSHELL_ are reserved; got 'OPENSHELL_SANDBOX'",
  );
  await rejects(
    create('e2', { environment: { GREETING: 'hello\r\nworld' } }),
    status.INVALID_ARGUMENT,
    "spec.environment value for 'GREETING' contains newline or carriage return characters",
  );
  await rejects(
    create('e3', { template: { environment: { OPENSHELL_X: '1' } } }),
    status.INVALID_ARGUMENT,
    "spec.template.environment keys starting with OPENSHELL_ are reserved; got 'OPENSHELL_X'",
  );
  const big = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`VAR_${i}`, 'x'.repeat(8000)]));
  await rejects(create('e4', { environment: big }), status.INVALID_ARGUMENT, /^spec\.environment total size exceeds 262144 byte limit \(\d+ bytes\)$/);
  await rejects(create('e5', { environment: { V: 'x'.repeat(8193) } }), status.INVALID_ARGUMENT, 'spec.environment value exceeds maximum length (8193 > 8192)');
  assert.is((await create('e6', { environment: { FINE: 'ok' } })).sandbox.metadata.name, 'e6');
});

test("exec: OPENSHELL_ keys are refused except the SDK's OPENSHELL_PYFUNC_B64; CR/LF values are refused", async () => {
  const sandbox = await readySandbox(h, 'runner');
  const exec = (environment: object) =>
    collect<any>(stream(h.clients.openshell, 'ExecSandbox', { sandbox_id: sandbox.metadata.id, command: ['true'], environment }));
  const reserved = await exec({ OPENSHELL_TOKEN: 'x' });
  assert.equal(
    [reserved.error?.code, reserved.error?.details],
    [status.INVALID_ARGUMENT, "environment keys starting with OPENSHELL_ are reserved; got 'OPENSHELL_TOKEN'"],
  );
  const carriage = await exec({ K: 'a\rb' });
  assert.equal(
    [carriage.error?.code, carriage.error?.details],
    [status.INVALID_ARGUMENT, "environment value for 'K' contains newline or carriage return characters"],
  );
  const sdk = await exec({ OPENSHELL_PYFUNC_B64: 'ZGVm' });
  assert.equal([sdk.error, sdk.events.at(-1).exit.exit_code], [undefined, 0]);
});

test('two attached providers may not supply the same credential variable: create, attach and update refuse', async () => {
  await rejects(
    create('clash', { providers: ['openai', 'openai-b'] }),
    status.FAILED_PRECONDITION,
    "credential env key 'OPENAI_API_KEY' is provided by both provider 'openai' and provider 'openai-b'; use provider-specific env names",
  );
  await readySandbox(h, 'attached', { providers: ['openai', 'gh'] });
  await rejects(
    h.call('AttachSandboxProvider', { sandbox_name: 'attached', provider_name: 'openai-b' }),
    status.FAILED_PRECONDITION,
    /^credential env key 'OPENAI_API_KEY' is provided by both provider 'openai' and provider 'openai-b'/,
  );
  await rejects(
    h.call('UpdateProvider', { provider: { metadata: { name: 'gh' }, credentials: { OPENAI_API_KEY: 'sk-3' } } }),
    status.FAILED_PRECONDITION,
    "provider update would create credential env key conflict on sandbox 'attached': " +
      "credential env key 'OPENAI_API_KEY' is provided by both provider 'openai' and provider 'gh'; use provider-specific env names",
  );
  const unchanged = (await h.call('GetProvider', { name: 'gh' })).provider;
  assert.equal(Object.keys(unchanged.credentials), ['GITHUB_TOKEN'], 'a refused update changes nothing');
});

test('SetInferenceRoute refuses an unsupported provider type or a provider without an API key, even with no_verify', async () => {
  const set = (provider_name: string) => h.inference('SetInferenceRoute', { provider_name, model_id: 'm', no_verify: true });
  await rejects(
    set('gh'),
    status.INVALID_ARGUMENT,
    "provider 'gh' has unsupported type 'github' for cluster inference " + '(supported: openai, anthropic, nvidia, deepinfra, google-vertex-ai, aws-bedrock)',
  );
  await rejects(set('blank'), status.INVALID_ARGUMENT, "provider 'blank' has no usable API key credential");
  assert.is((await set('bedrock')).provider_name, 'bedrock', 'Bedrock authenticates through its bridge');
  assert.is((await set('openai')).validation_performed, false);
});

test('GetGatewayConfig lists every registered key (unset ones empty) and never the reserved policy key', async () => {
  const empty = await h.call('GetGatewayConfig', {});
  assert.equal(Object.keys(empty.settings).sort(), ['agent_policy_proposals_enabled', 'ocsf_json_enabled', 'proposal_approval_mode', 'providers_v2_enabled']);
  assert.is(empty.settings.ocsf_json_enabled.value, undefined);
  await h.call('UpdateConfig', { global: true, setting_key: 'ocsf_json_enabled', setting_value: { bool_value: true } });
  await h.call('UpdateConfig', { global: true, policy: basePolicy() });
  const set = await h.call('GetGatewayConfig', {});
  assert.equal([set.settings.ocsf_json_enabled.bool_value, 'policy' in set.settings], [true, false]);
  await h.call('UpdateConfig', { global: true, setting_key: 'policy', delete_setting: true });
});

test.run();
