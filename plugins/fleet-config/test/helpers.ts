// A kernel with the gateways plugin and fleet-config, and the requests a test makes with YAML documents.

import { type GatewayKernelOptions, gatewayTestKernel } from '@portcullis/plugin-gateways/testing';
import type { RequestOptions, TestKernel, TestResponse } from '@portcullis/testing';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';

export function bootFleetConfig(options: GatewayKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return gatewayTestKernel({ ...rest, plugins: ['fleet-config', ...plugins], env: { SERVICE_HEALTH_INTERVAL_SECONDS: '3600', ...env } });
}

/** A document as YAML text (strings pass through as written). */
export function yamlOf(document: unknown): string {
  return typeof document === 'string' ? document : stringify(document);
}

function sendYaml(t: TestKernel, path: string, document: unknown, options: RequestOptions = {}): Promise<TestResponse> {
  return t.http.request('POST', path, { ...options, raw: yamlOf(document), headers: { 'content-type': 'application/yaml', ...options.headers } });
}

export function plan(t: TestKernel, document: unknown, options: RequestOptions = {}): Promise<TestResponse> {
  return sendYaml(t, '/api/config/plan', document, options);
}

export function applyRequest(t: TestKernel, document: unknown, planHash: string, options: RequestOptions = {}): Promise<TestResponse> {
  return sendYaml(t, '/api/config/apply', document, { ...options, query: { plan_hash: planHash, ...options.query } });
}

/** The operation once it has ended: waits for its last `operation.updated` event. */
export async function ended(t: TestKernel, id: string): Promise<Record<string, any>> {
  await t.waitForEvent('operation.updated', (event) => {
    const operation = (event.data as { operation: { id: string; status: string } }).operation;
    return operation.id === id && ['succeeded', 'failed', 'cancelled'].includes(operation.status);
  });
  return (await t.http.get(`/api/operations/${id}`)).body;
}

/** Plans, applies that plan and waits for it: the operation's result (per-object outcomes). */
export async function planAndApply(t: TestKernel, document: unknown, query: Record<string, string> = {}): Promise<Record<string, any>> {
  const planned = await plan(t, document, { query });
  if (planned.status !== 200) throw new Error(`plan refused: ${planned.status} ${planned.text}`);
  const applied = await applyRequest(t, document, planned.body.plan_hash, { query });
  if (applied.status !== 202) throw new Error(`apply refused: ${applied.status} ${applied.text}`);
  const operation = await ended(t, applied.body.operation_id);
  if (operation.status !== 'succeeded') throw new Error(`apply ${operation.status}: ${JSON.stringify(operation)}`);
  return operation.result;
}

/** `kind/name action` for every object of a plan. */
export function actions(planned: { objects: Array<{ kind: string; name: string; action: string }> }): string[] {
  return planned.objects.map((object) => `${object.kind}/${object.name} ${object.action}`);
}

/**
 * Applies `t`'s export to the fresh kernel `fresh` (stopped afterwards), which must then plan no change and export
 * the same document: what export writes is a document that declares the live state.
 */
export async function assertExportRoundTrips(t: TestKernel, fresh: TestKernel): Promise<void> {
  const exported = (await t.http.get('/api/config/export')).text;
  try {
    await planAndApply(fresh, exported);
    assert.equal(
      actions((await plan(fresh, exported)).body).filter((action) => !action.endsWith('unchanged')),
      [],
    );
    assert.is((await fresh.http.get('/api/config/export')).text, exported);
  } finally {
    await fresh.stop();
  }
}
