// Shared by the engine's tests: a kernel with the engine, the generic channel and the gateways plugin (whose
// gateway.registered is a real event to deliver), and small steps every test takes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TestKernel } from '@portcullis/testing';
import { type WebhookKernelOptions, webhookTestKernel } from '../src/testing.ts';

export { auditRows, jsonColumn, rows } from '@portcullis/testing';
export { advance, deliveriesSettled, type Receiver, startReceiver } from '../src/testing.ts';

export function bootWebhooks(options: WebhookKernelOptions = {}): Promise<TestKernel> {
  const { plugins = ['webhook-generic', 'gateways'], env = {}, ...rest } = options;
  // Health probes stay out of the way: a probe of a registered gateway would emit events of its own.
  return webhookTestKernel({ ...rest, plugins, env: { SERVICE_HEALTH_INTERVAL_SECONDS: '86400', ...env } });
}

/** Creates a webhook (admin); throws unless 201. Returns the answer's body (with the secret). */
export async function createWebhook(t: TestKernel, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await t.http.post('/api/webhooks', { event_types: ['gateway.registered'], ...body });
  if (response.status !== 201) throw new Error(`webhook create failed: ${response.status} ${response.text}`);
  return response.body;
}

let gateways = 0;

/**
 * Registers a gateway (nothing is dialled at registration): one gateway.registered event. Returns its name. The
 * default endpoint is on loopback (local mode); outside local mode pass a public one.
 */
export async function registerGateway(t: TestKernel, name = `gw-${(gateways += 1)}`, endpoint = 'http://127.0.0.1:1'): Promise<string> {
  const response = await t.http.post('/api/gateway/register', { name, endpoint, auth_mode: 'none' });
  if (response.status !== 201) throw new Error(`gateway register failed: ${response.status} ${response.text}`);
  return name;
}

/** The receiver's check of X-Service-Signature, computed here independently of the channel's code. */
export function signatureValid(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The delivery records of a webhook, oldest first. */
export async function records(t: TestKernel, webhookId: string): Promise<Array<Record<string, any>>> {
  const response = await t.http.get(`/api/webhooks/${webhookId}/deliveries`, { query: { limit: '1000' } });
  if (response.status !== 200) throw new Error(`deliveries failed: ${response.status} ${response.text}`);
  return [...response.body.items].reverse();
}
