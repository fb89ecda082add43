import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the sandboxes plugin (namespace `sandbox`: SERVICE_SANDBOX_*). The names the spec and docs/decisions.md
// §3 fix (SERVICE_SANDBOX_READY_TIMEOUT, SERVICE_EXEC_TIMEOUT_SECONDS, SERVICE_WS_*) are kept through `env`.
export const sandboxesConfigSchema = z.object({
  ready_timeout_seconds: setting.int(
    180,
    'How long a create operation waits for the new sandbox to reach running before it ends failed (SANDBOX_READY_TIMEOUT).',
    { min: 1, max: 86_400 },
    { env: 'SERVICE_SANDBOX_READY_TIMEOUT' },
  ),
  preset_rules_interval_seconds: setting.int(
    300,
    'How often every running sandbox is checked against the preset rules (new sandboxes and changed rules are handled at once; this catches the rest).',
    { min: 10, max: 86_400 },
  ),
  delete_timeout_seconds: setting.int(
    300,
    'How long a delete operation waits for the gateway to remove the sandbox (it stays deleting meanwhile) before it ends failed (SANDBOX_DELETE_TIMEOUT).',
    { min: 1, max: 86_400 },
    { env: 'SERVICE_SANDBOX_DELETE_TIMEOUT' },
  ),
  exec_timeout_seconds: setting.int(
    600,
    'Exec timeout when a request gives no timeout_seconds; the gateway then reports exit code 124. The gRPC deadline is this plus a margin.',
    { min: 1, max: 86_400 },
    { env: 'SERVICE_EXEC_TIMEOUT_SECONDS' },
  ),
  exec_output_max_bytes: setting.int(1_048_576, 'Bytes of stdout and of stderr kept in an exec result; the rest is cut and the result says truncated.', {
    min: 1024,
    max: 16_777_216,
  }),
  ws_queue_size: setting.int(
    1000,
    'Messages waiting for one WebSocket client; a message that does not fit is dropped and counted.',
    { min: 1, max: 100_000 },
    { env: 'SERVICE_WS_QUEUE_SIZE' },
  ),
  ws_backpressure_drop_limit: setting.int(
    100,
    'Consecutive dropped messages after which a slow WebSocket client is disconnected (close code 1013).',
    { min: 1, max: 1_000_000 },
    { env: 'SERVICE_WS_BACKPRESSURE_DROP_LIMIT' },
  ),
  ws_heartbeat_idle_ms: setting.int(
    15_000,
    'A WebSocket client that got nothing for this long receives a heartbeat message carrying its dropped_events count.',
    { min: 50, max: 3_600_000 },
    { env: 'SERVICE_WS_HEARTBEAT_IDLE_MS' },
  ),
  ws_upstream_linger_ms: setting.int(
    5000,
    'How long the shared upstream WatchSandbox stream of a sandbox stays open after its last viewer left (a page reload reuses it).',
    { min: 0, max: 600_000 },
  ),
  ws_replay_lines: setting.int(200, 'Recent log lines a viewer joining an already open sandbox stream receives first.', { min: 0, max: 2000 }),
  inventory_concurrency: setting.int(8, 'How many gateways GET /api/sandboxes lists at once.', { min: 1, max: 256 }),
  inventory_gateway_timeout_ms: setting.int(
    5000,
    'How long GET /api/sandboxes waits for one gateway to list its sandboxes before it names the gateway in `unavailable` (GATEWAY_TIMEOUT) and answers without it.',
    { min: 100, max: 300_000 },
  ),
});

export type SandboxesConfig = z.output<typeof sandboxesConfigSchema>;
