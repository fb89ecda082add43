// The two gateways the credential refresh tests run against: `edge` (OpenShell 0.1, whose provider `gh` has a
// refreshable credential) and `classic` (0.0, which has no credential refresh), a kernel with webhooks to see the
// events delivered, and a receiver for them.

import type { Simulator } from '@portcullis/openshell-sim';
import { type Receiver, startReceiver } from '@portcullis/plugin-webhooks/testing';
import type { TestKernel } from '@portcullis/testing';
import type { Test } from 'uvu';
import { bootProviders, closeSimulators, registerPlain, simulator } from './helpers.ts';

export interface CredentialGateways {
  t: TestKernel;
  sim: Simulator;
  classic: Simulator;
  receiver: Receiver;
}

export const PROVIDER = '/api/gateways/edge/providers/gh';

/** Registers the suite's hooks; `seed` adds to the 0.1 simulator before it is registered. */
export function withCredentialGateways(suite: Test<CredentialGateways>, seed: (sim: Simulator) => void = () => {}): void {
  suite.before(async (context) => {
    context.t = await bootProviders({ plugins: ['users', 'webhooks', 'webhook-generic'] });
    context.sim = await simulator({ profile: 'v0.1.2' });
    context.classic = await simulator({ profile: 'v0.0.111' });
    context.sim.control.seedProviderProfile('github');
    context.sim.control.seedProvider({ name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 'ghp-1', GITHUB_REFRESH: 'r-1' } });
    seed(context.sim);
    context.classic.control.seedProvider({ name: 'gh', type: 'github', credentials: { GITHUB_TOKEN: 'ghp-1' } });
    await registerPlain(context.t, 'edge', context.sim);
    await registerPlain(context.t, 'classic', context.classic);
    context.receiver = await startReceiver();
  });
  suite.after(async ({ t, receiver }) => {
    await receiver.close();
    await t.stop();
    await closeSimulators();
  });
}
