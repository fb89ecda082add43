import { createServiceRef } from '@portcullis/core';
import type { SandboxCreation } from './create/creation.ts';
import type { SandboxCommands } from './exec/commands.ts';
import type { SandboxLogs } from './logs/logs.ts';
import type { SandboxSsh } from './ssh/access.ts';

// The services behind this plugin's routes that reach a gateway: a route calls one method of one of them (or of
// `sandboxLifecycle`), never `gatewayApi` itself, so a change takes one way to the gateway and leaves the same audit
// rows and events whoever asks (docs/plugins.md, "Routes and roles"). Private: these refs are not exported.

export const creationRef = createServiceRef<SandboxCreation>({ id: 'sandboxes.creation' });
export const commandsRef = createServiceRef<SandboxCommands>({ id: 'sandboxes.commands' });
export const logsRef = createServiceRef<SandboxLogs>({ id: 'sandboxes.logs' });
export const sshRef = createServiceRef<SandboxSsh>({ id: 'sandboxes.ssh' });
