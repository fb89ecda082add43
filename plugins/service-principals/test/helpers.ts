import { definePlugin } from '@portcullis/core';
import { Browser } from '@portcullis/plugin-users/testing';
import { createTestKernel, type TestKernel, type TestKernelOptions } from '@portcullis/testing';

/** Routes with per-gateway access that answer the caller's effective role there. */
export const roleProbe = definePlugin({
  id: 'role-probe',
  description: 'test routes with per-gateway roles',
  register(api) {
    api.route({ method: 'GET', path: '/api/probe/{gw}', access: 'viewer', summary: 'probe', handler: (request) => ({ role: request.role }) });
    api.route({ method: 'POST', path: '/api/probe/{gw}', access: 'operator', summary: 'probe', handler: (request) => ({ role: request.role }) });
    api.websocket({
      path: '/ws/probe/{gw}',
      access: 'viewer',
      summary: 'probe',
      handler: (socket, request) => {
        socket.send(JSON.stringify({ actor: request.actor.name, role: request.role }));
        socket.close(1000);
      },
    });
  },
});

export function bootPrincipals(options: TestKernelOptions = {}): Promise<TestKernel> {
  return createTestKernel({
    plugins: ['users', 'service-principals', roleProbe],
    testActors: false,
    ...options,
    env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10', ...options.env },
  });
}

/** A client that authenticates with `Authorization: Bearer <key>` only. */
export function withKey(t: TestKernel, key: string): Browser {
  return new Browser(t, { origin: null, headers: { authorization: `Bearer ${key}` } });
}
