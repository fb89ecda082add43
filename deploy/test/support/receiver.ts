// A webhook receiver on loopback: keeps every delivery (event, delivery id, the status it answered) and can refuse
// the first attempt of chosen events, so that the outbox's retry is what delivers them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  event: string;
  deliveryId: string;
  data: Record<string, unknown>;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  /** The first attempt of each delivery of these events is answered 503. */
  refuseFirstAttempt: Set<string>;
  of(event: string, match?: (data: Record<string, unknown>) => boolean): Delivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const refuseFirstAttempt = new Set<string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const envelope = JSON.parse(body) as { event: string; data: Record<string, unknown> };
      const deliveryId = String(request.headers['x-service-delivery']);
      const seen = deliveries.some((d) => d.deliveryId === deliveryId);
      const status = refuseFirstAttempt.has(envelope.event) && !seen ? 503 : 200;
      deliveries.push({ event: envelope.event, deliveryId, data: envelope.data, status });
      response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    refuseFirstAttempt,
    of: (event, match = () => true) => deliveries.filter((d) => d.event === event && match(d.data)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
