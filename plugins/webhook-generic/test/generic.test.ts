// The generic channel end to end: a real gateway.registered event through the engine to a real HTTP receiver on
// loopback, as the spec's signed envelope; the receiver checks the signature with its own HMAC computation.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deliveriesSettled, startReceiver, webhookTestKernel } from '@portcullis/plugin-webhooks/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

/** What a receiver does: HMAC-SHA256 of the raw body with the secret, compared in constant time. */
function verifies(secret: string, raw: Buffer, header: unknown): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(String(header));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

test('gateway.registered arrives as {event, timestamp, data} with X-Service-Signature, -Event and -Delivery', async () => {
  const t = await webhookTestKernel({ plugins: ['webhook-generic', 'gateways'], env: { SERVICE_HEALTH_INTERVAL_SECONDS: '86400' } });
  const receiver = await startReceiver();
  try {
    const created = await t.http.post('/api/webhooks', { url: receiver.url, event_types: ['gateway.registered'] });
    assert.is(created.status, 201, created.text);
    assert.is(created.body.channel_type, 'generic', 'the default channel');
    assert.is((await t.http.post('/api/gateway/register', { name: 'edge-1', endpoint: 'http://127.0.0.1:1', auth_mode: 'none' })).status, 201);
    await deliveriesSettled(t);

    assert.is(receiver.requests.length, 1);
    const [request] = receiver.requests;
    const [event] = t.eventsNamed('gateway.registered');
    assert.equal(JSON.parse(request!.body.toString('utf8')), { event: 'gateway.registered', timestamp: event!.timestamp, data: event!.data });
    assert.match(String(request!.headers['x-service-signature']), /^sha256=[0-9a-f]{64}$/);
    assert.ok(verifies(created.body.secret, request!.body, request!.headers['x-service-signature']));
    assert.not.ok(
      verifies(created.body.secret, Buffer.from(`${request!.body.toString()} `), request!.headers['x-service-signature']),
      'a changed body no longer verifies',
    );
    assert.is(request!.headers['x-service-event'], 'gateway.registered');
    const [record] = (await t.http.get(`/api/webhooks/${created.body.id}/deliveries`)).body.items;
    assert.is(request!.headers['x-service-delivery'], record.delivery_id);
    assert.is(record.status, 'success');
  } finally {
    await receiver.close();
    await t.stop();
  }
});

test.run();
