// Inference routes (docs/openshell-0.0.md §b.9, §f.9).
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { rejects, startHarness } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness({ providers: [{ name: 'nv', type: 'nvidia', credentials: { NVIDIA_API_KEY: 'k' } }] });
});
test.after(() => h.close());

test('NOT_FOUND until set; unknown route names are INVALID_ARGUMENT', async () => {
  await rejects(
    h.inference('GetInferenceRoute', { route_name: '' }),
    status.NOT_FOUND,
    /^inference route 'inference.local' is not configured in workspace 'default'; /,
  );
  await rejects(h.inference('GetInferenceRoute', { route_name: 'other' }), status.INVALID_ARGUMENT, "unknown route_name 'other'");
  await rejects(h.inference('GetInferenceRoute', { workspace: 'nowhere' }), status.NOT_FOUND, "workspace 'nowhere' not found");
});

test('set validates, verifies, stores timeout and bumps version', async () => {
  await rejects(h.inference('SetInferenceRoute', { model_id: 'm' }), status.INVALID_ARGUMENT, 'provider_name is required');
  await rejects(h.inference('SetInferenceRoute', { provider_name: 'nv' }), status.INVALID_ARGUMENT, 'model_id is required');
  await rejects(
    h.inference('SetInferenceRoute', { provider_name: 'ghost', model_id: 'm' }),
    status.FAILED_PRECONDITION,
    "provider 'ghost' not found in workspace 'default'",
  );
  const first = await h.inference('SetInferenceRoute', { provider_name: 'nv', model_id: 'meta/llama', timeout_secs: 30 });
  assert.equal([first.version, first.route_name, first.timeout_secs, first.workspace, first.validation_performed], [1, 'inference.local', 30, 'default', true]);
  assert.equal(first.validated_endpoints, [{ url: 'https://integrate.api.nvidia.com/v1', protocol: 'openai_chat_completions' }]);
  const second = await h.inference('SetInferenceRoute', { provider_name: 'nv', model_id: 'meta/llama-2', route_name: 'inference.local' });
  assert.is(second.version, 2);
  const got = await h.inference('GetInferenceRoute', { route_name: 'inference.local' });
  assert.equal([got.provider_name, got.model_id, got.version, got.timeout_secs], ['nv', 'meta/llama-2', 2, 0]);
  await rejects(h.inference('GetInferenceRoute', { route_name: 'sandbox-system' }), status.NOT_FOUND);
});

test('a failing verification is FAILED_PRECONDITION unless no_verify', async () => {
  h.sim.control.setInferenceVerificationFailure('upstream answered 401');
  await rejects(
    h.inference('SetInferenceRoute', { provider_name: 'nv', model_id: 'm', route_name: 'sandbox-system', verify: true }),
    status.FAILED_PRECONDITION,
    /upstream answered 401/,
  );
  const skipped = await h.inference('SetInferenceRoute', { provider_name: 'nv', model_id: 'm', route_name: 'sandbox-system', no_verify: true });
  assert.equal([skipped.validation_performed, skipped.validated_endpoints], [false, []]);
  h.sim.control.setInferenceVerificationFailure(null);
});

test('delete returns deleted; GetInferenceBundle is sandbox-only', async () => {
  assert.equal(await h.inference('DeleteInferenceRoute', { route_name: 'sandbox-system' }), { deleted: true });
  assert.equal(await h.inference('DeleteInferenceRoute', { route_name: 'sandbox-system' }), { deleted: false });
  await rejects(h.inference('GetInferenceBundle', {}), status.PERMISSION_DENIED, 'this method requires a sandbox principal');
});

test.run();
