import { defineExtensionPoint } from '@portcullis/core';
import type { GatewayScope } from '../scope.ts';

/**
 * Told whenever a WatchSandbox stream some plugin holds open anyway (a console viewer's, docs/plugins.md) brings a
 * fresh sandbox snapshot. The gateway sends one on every change of the sandbox, draft-policy activity included
 * (docs/openshell-0.0.md §b.6), so a plugin that would otherwise poll for such changes can look right then instead.
 * Called synchronously from the stream: observers start their own work and return at once.
 */
export interface SandboxSnapshotObserver {
  id: string;
  changed(scope: GatewayScope, sandbox: string): void;
}

export const sandboxSnapshotObservers = defineExtensionPoint<SandboxSnapshotObserver>('gateways.sandbox-snapshot');
