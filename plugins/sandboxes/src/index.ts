import { definePlugin, effectReconcilers } from '@portcullis/core';
import { type SandboxSnapshotObserver, sandboxSnapshotObservers } from '@portcullis/plugin-gateways';
import './types.ts';
import { sandboxesConfigSchema } from './config.ts';
import { SandboxCreation } from './create/creation.ts';
import { SandboxCommands } from './exec/commands.ts';
import { SandboxInventory } from './inventory/inventory.ts';
import { LiveHub } from './live/hub.ts';
import { SandboxLogs } from './logs/logs.ts';
import { sandboxesMigrations } from './migrations/index.ts';
import { optionalServices, POLICIES_PLUGIN } from './optional-services.ts';
import { PresetRule, PresetRuleApplication } from './preset-rules/entity.ts';
import { presetRules } from './preset-rules/register.ts';
import { createRoute } from './routes/create.ts';
import { execRoute } from './routes/exec.ts';
import { inventoryRoute } from './routes/inventory.ts';
import { lifecycleRoutes } from './routes/lifecycle.ts';
import { logsRoute } from './routes/logs.ts';
import { manageRoutes } from './routes/manage.ts';
import { readRoutes } from './routes/read.ts';
import { sshRoutes } from './routes/ssh.ts';
import { websocketRoute } from './routes/websocket.ts';
import { DetailFieldContributors, sandboxDetailFields } from './sandbox/detail-fields.ts';
import { SandboxLifecycle } from './sandbox/lifecycle.ts';
import { SandboxMetadata } from './sandbox/metadata-entity.ts';
import { MetadataStore } from './sandbox/metadata-store.ts';
import { createReconciler, deleteReconciler } from './sandbox/reconcilers.ts';
import { Sandboxes } from './sandbox/sandboxes.ts';
import { commandsRef, creationRef, logsRef, sshRef } from './services.ts';
import { SandboxSsh } from './ssh/access.ts';
import { SshSession } from './ssh/entity.ts';
import { SshSessions } from './ssh/sessions.ts';

export type { SandboxesConfig } from './config.ts';
export { type CreateBody, createBody, environmentSchema, gpuSchema } from './create/schema.ts';
export type { DeleteResult, DeleteWork } from './delete/operation.ts';
export { CommandSplitError, splitCommand } from './exec/split.ts';
export { LogCursor, type LogCursorState } from './live/log-cursor.ts';
export type { PolicyPresets } from './optional-services.ts';
export { idempotencyFromHeader, type KeyedRequest } from './routes/idempotency-key.ts';
export {
  CONTRIBUTED_FIELD_DEFAULTS,
  type ContributedSandboxFields,
  type SandboxDetailFields,
  type SandboxFieldsScope,
  sandboxDetailFields,
} from './sandbox/detail-fields.ts';
export { type GpuJson, gpuJsonSchema, type SandboxJson, sandboxJsonSchema } from './sandbox/json.ts';
export type { SandboxLifecycle } from './sandbox/lifecycle.ts';
export type { Metadata, SandboxKey } from './sandbox/metadata-store.ts';
// What other plugins build on: the `sandboxes` service and the sandbox JSON shape (the name rule is the gateways plugin's).
export type { LabelledSandbox, Sandboxes } from './sandbox/sandboxes.ts';
export { keyOf, SANDBOX_NOT_FOUND } from './sandbox/sandboxes.ts';
export { idempotencyKeySchema } from './sandbox/schemas.ts';
export { SANDBOX_STATES, type SandboxState, stateOf } from './sandbox/state.ts';

export default definePlugin({
  id: 'sandboxes',
  description:
    'Sandboxes per gateway: list (and across every gateway the caller sees), get, create (operation), labels and description, delete, start/stop, exec, SSH sessions, logs and the live WebSocket stream.',
  dependsOn: ['gateways'],
  optionalDependsOn: [POLICIES_PLUGIN],
  events: {
    'sandbox.created': "A sandbox was created; carries the request's image, gpu, providers and the services exposed with it.",
    'sandbox.deleted': 'A sandbox was deleted.',
    'sandbox.preset_rule_updated': 'A preset rule was set or removed (action `set` or `removed`).',
  },
  config: { namespace: 'sandbox', schema: sandboxesConfigSchema },
  entities: [SandboxMetadata, SshSession, PresetRule, PresetRuleApplication],
  migrations: sandboxesMigrations,
  register(api) {
    const config = api.config;
    api.extensionPoint(sandboxDetailFields);
    api.provide('sandboxesConfig', () => config, { private: true });
    api.provide('sandboxDetailContributors', () => new DetailFieldContributors(), { private: true });
    api.provide('sandboxSnapshotObserverList', () => ({ list: [] as readonly SandboxSnapshotObserver[] }), { private: true });
    api.provide('sandboxOptionalServices', (s) => optionalServices(s, api.isEnabled), { private: true });
    api.provide('sandboxMetadata', (s) => new MetadataStore({ database: s.database, clock: s.clock }), { private: true });
    api.provide(
      'sandboxes',
      (s) =>
        new Sandboxes({
          gateways: s.gatewayApi,
          metadata: s.sandboxMetadata,
          detailFields: () => s.sandboxDetailContributors.list,
        }),
    );
    api.provide(
      'sandboxInventory',
      (s) =>
        new SandboxInventory({
          registry: s.gatewayRegistry,
          access: s.access,
          gateways: s.gatewayApi,
          sandboxes: s.sandboxes,
          settings: { concurrency: config.inventory_concurrency, gatewayTimeoutMs: config.inventory_gateway_timeout_ms },
        }),
      { private: true },
    );
    api.provide(
      'sandboxLifecycle',
      (s) =>
        new SandboxLifecycle({
          gateways: s.gatewayApi,
          audit: s.audit,
          sandboxes: s.sandboxes,
          metadata: s.sandboxMetadata,
          sshSessions: s.sandboxSshSessions,
          events: s.events,
          clock: s.clock,
          deleteTimeoutMs: config.delete_timeout_seconds * 1000,
        }),
    );
    api.provide('sandboxSshSessions', (s) => new SshSessions({ database: s.database, secrets: s.secrets, clock: s.clock }), { private: true });
    api.provide(
      creationRef,
      (s) =>
        new SandboxCreation({
          gateways: s.gatewayApi,
          audit: s.audit,
          operations: s.operations,
          sandboxes: s.sandboxes,
          metadata: s.sandboxMetadata,
          events: s.events,
          clock: s.clock,
          policyPresets: s.sandboxOptionalServices.presets,
          readyTimeoutMs: config.ready_timeout_seconds * 1000,
        }),
      { private: true },
    );
    api.provide(
      commandsRef,
      (s) =>
        new SandboxCommands({
          gateways: s.gatewayApi,
          audit: s.audit,
          sandboxes: s.sandboxes,
          defaultTimeoutSeconds: config.exec_timeout_seconds,
          maxOutputBytes: config.exec_output_max_bytes,
        }),
      { private: true },
    );
    api.provide(logsRef, (s) => new SandboxLogs({ gateways: s.gatewayApi, sandboxes: s.sandboxes }), { private: true });
    api.provide(sshRef, (s) => new SandboxSsh({ gateways: s.gatewayApi, audit: s.audit, sandboxes: s.sandboxes, sessions: s.sandboxSshSessions }), {
      private: true,
    });
    api.provide(
      'sandboxLiveHub',
      (s) =>
        new LiveHub({
          gateways: s.gatewayApi,
          registry: s.gatewayRegistry,
          sandboxes: s.sandboxes,
          metadata: s.sandboxMetadata,
          logger: api.logger,
          metrics: s.metrics,
          snapshotObservers: () => s.sandboxSnapshotObserverList.list,
          settings: {
            queueSize: config.ws_queue_size,
            dropLimit: config.ws_backpressure_drop_limit,
            highWaterBytes: 256 * 1024,
            heartbeatIdleMs: config.ws_heartbeat_idle_ms,
            lingerMs: config.ws_upstream_linger_ms,
            replayLines: config.ws_replay_lines,
          },
        }),
      { private: true },
    );

    // After a crash, whether a create or delete went through is read back from the gateway.
    for (const reconciler of [createReconciler, deleteReconciler]) {
      api.contributeWith(effectReconcilers, (s) => reconciler({ registry: s.gatewayRegistry, sandboxes: s.sandboxes }));
    }

    // Viewers on every replica: a delete, an unregistration or an approval anywhere reaches the browsers here.
    api.on(
      'sandbox.deleted',
      (event, { resolve }) => {
        resolve('sandboxLiveHub').sandboxDeleted({ gateway: event.data.gateway, workspace: event.data.workspace, name: event.data.sandbox });
      },
      { replicas: 'all' },
    );
    api.on(
      'gateway.unregistered',
      (event, { resolve }) => {
        resolve('sandboxLiveHub').gatewayUnregistered(event.data.gateway);
      },
      { replicas: 'all' },
    );
    api.on(
      'approval.*',
      (event, { resolve }) => {
        resolve('sandboxLiveHub').pushApproval(event.name, event.data as Record<string, unknown>);
      },
      { replicas: 'all' },
    );
    // What we kept about a gateway's sandboxes goes with the gateway (once, on the replica that removed it).
    api.on('gateway.unregistered', async (event, { resolve }) => {
      await resolve('sandboxMetadata').removeGateway(event.data.gateway);
      await resolve('sandboxSshSessions').removeGateway(event.data.gateway);
    });
    api.task({
      id: 'sandboxes.ssh-session-purge',
      every: '1h',
      scope: 'global',
      run: async ({ resolve }) => {
        await resolve('sandboxSshSessions').purgeExpired();
      },
    });

    if (api.isEnabled(POLICIES_PLUGIN)) presetRules(api);

    readRoutes(api);
    inventoryRoute(api);
    createRoute(api);
    manageRoutes(api);
    lifecycleRoutes(api);
    execRoute(api);
    sshRoutes(api);
    logsRoute(api);
    websocketRoute(api);
  },
  start(runtime) {
    runtime.resolve('sandboxDetailContributors').list = runtime.contributions(sandboxDetailFields);
    runtime.resolve('sandboxSnapshotObserverList').list = runtime.contributions(sandboxSnapshotObservers);
    // Made now rather than for the first viewer, so that its metrics are exported from the start.
    runtime.resolve('sandboxLiveHub');
  },
  stop(runtime) {
    runtime.resolve('sandboxLiveHub').stop();
  },
});
