// A real push service for tests: web-push-testing on loopback, which checks the VAPID signature against the key
// the subscription was made with and decrypts each message.
import { once } from 'node:events';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// web-push-testing is a CommonJS program without types; its server and model are used as its own CLI uses them.
const require = createRequire(import.meta.url);
const PushTestingServer = require('web-push-testing/src/server.js') as new (model: object, port: number) => { startServer(): void; _server: Server };
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => { notifyUrl: string } };

export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushService {
  subscribe(applicationServerKey: string): Promise<Subscription>;
  messages(subscription: Subscription): Promise<any[]>;
  expire(subscription: Subscription): Promise<void>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const model = new PushApiModel();
  const service = new PushTestingServer(model, 0);
  // It announces itself on the console (with the port it was asked for, 0); the test's output is not the place.
  const log = console.log;
  console.log = () => {};
  try {
    service.startServer();
    if (!service._server.listening) await once(service._server, 'listening');
  } finally {
    console.log = log;
  }
  const port = (service._server.address() as AddressInfo).port;
  model.notifyUrl = `http://localhost:${port}/notify/`;
  const call = async (path: string, body: unknown = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  };
  return {
    subscribe: async (applicationServerKey) => (await call('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data,
    messages: async (subscription) =>
      (await call('/get-notifications', { clientHash: subscription.clientHash })).data.messages.map((message: string) => JSON.parse(message)),
    expire: async (subscription) => {
      await call(`/expire-subscription/${subscription.clientHash}`);
    },
    close: async () => {
      service._server.closeAllConnections();
      await new Promise((resolve) => service._server.close(resolve));
    },
  };
}
