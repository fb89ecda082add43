import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the gateways plugin (namespace `gateway`: SERVICE_GATEWAY_*). The names docs/decisions.md §2 fixes
// (SERVICE_HEALTH_INTERVAL_SECONDS, ...) are kept through `env`. Local mode and the resolver of outbound
// host names are the kernel's (SERVICE_LOCAL_MODE, SERVICE_DNS_SERVERS, SERVICE_DNS_TIMEOUT_SECONDS): webhooks
// and identity providers follow the same rule.

/** The simulator CLI, relative to the project root (local gateway commands run there, whatever the cwd). */
export const DEFAULT_LOCAL_GATEWAY_COMMAND = 'node tools/openshell-sim/src/cli.ts --port {port} --name {name}';

export const gatewaysConfigSchema = z.object({
  local_gateway_command: setting.string(
    DEFAULT_LOCAL_GATEWAY_COMMAND,
    "Command line that runs one local gateway (local mode). `{port}`, `{host}` and `{name}` are replaced by the gateway's endpoint port and host and its name; quotes group words; no shell is involved. It runs in the project root; a leading `node` means the Node.js running Portcullis.",
    { env: 'SERVICE_LOCAL_GATEWAY_COMMAND' },
  ),
  local_gateway_start_timeout_seconds: setting.int(
    20,
    'How long a started local gateway may take to accept connections on its port before the start counts as failed.',
    { min: 1, max: 300 },
    { env: 'SERVICE_LOCAL_GATEWAY_START_TIMEOUT_SECONDS' },
  ),
  health_interval_seconds: setting.int(
    30,
    'Seconds between the end of one health probe cycle (every registered gateway) and the start of the next.',
    { min: 1, max: 86_400 },
    { env: 'SERVICE_HEALTH_INTERVAL_SECONDS' },
  ),
  health_probe_concurrency: setting.int(
    64,
    'Gateways probed at the same time during a health cycle.',
    { min: 1, max: 1000 },
    { env: 'SERVICE_HEALTH_PROBE_CONCURRENCY' },
  ),
  health_probe_timeout_seconds: setting.int(
    5,
    'Deadline of one probe (Health, then GetGatewayInfo) of one gateway; also used by test-connection and the live part of /info.',
    { min: 1, max: 120 },
    { env: 'SERVICE_HEALTH_PROBE_TIMEOUT_SECONDS' },
  ),
  health_history_retention_hours: setting.int(
    24,
    'Hours the result of every health probe is kept for the health history of a gateway (GET /api/gateways/{gw}/health/history); older ones are deleted after each cycle.',
    { min: 1, max: 8760 },
    { env: 'SERVICE_HEALTH_HISTORY_RETENTION_HOURS' },
  ),
  call_timeout_seconds: setting.int(30, 'Default deadline of a unary gRPC call to a gateway (callers may pass their own).', { min: 1, max: 3600 }),
  exec_timeout_seconds: setting.int(
    600,
    "Default exec timeout when a request gives none; the ExecSandbox deadline is this (or the request's timeout) plus a 30 s margin.",
    { min: 1, max: 86_400 },
  ),
});

export type GatewaysConfig = z.output<typeof gatewaysConfigSchema>;
