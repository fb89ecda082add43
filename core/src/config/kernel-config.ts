import { z } from 'zod';
import { isDnsServerList } from '../net/resolve.ts';
import type { ConfigSection } from './section.ts';
import { setting } from './settings.ts';

const MiB = 1024 * 1024;

export const kernelConfigSchema = z
  .object({
    host: setting.string('127.0.0.1', 'Address the HTTP server listens on.'),
    port: setting.int(8888, 'Port the HTTP server listens on.', { min: 0, max: 65535 }),
    public_url: setting.string(
      'http://localhost:8888',
      'Public base URL: OIDC redirects, passkey origin, links in notifications, and the origin cookie-authenticated writes must come from.',
    ),
    data_dir: setting.string('./data', 'Directory for the SQLite database, the generated secret key and local backups.'),
    database_url: setting.secret('PostgreSQL URL (postgresql://...). Unset: SQLite in the data directory.'),
    replicas: setting.int(1, 'Number of replicas sharing the database. More than 1 requires PostgreSQL and SERVICE_SECRET_KEY.', { min: 1, max: 64 }),
    plugins: setting.list([], 'Comma-separated plugin list; replaces the standard set of config/default.yaml.'),
    plugins_add: setting.list([], 'Comma-separated plugins to run besides the standard set (or the list that replaces it).'),
    plugins_remove: setting.list([], 'Comma-separated plugins of the standard set (or of the list that replaces it) not to run.'),
    config_file: setting.optionalString('Optional YAML file with settings (environment variables win over it).'),
    plugin_dir: setting.optionalString(
      "Deployment directory whose node_modules may hold plugins named by package (after the Portcullis installation's own). Unset: the directory of SERVICE_CONFIG_FILE, if any.",
    ),
    log_level: setting.oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', 'Log level.'),
    trust_proxy: setting.bool(false, 'Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy.'),
    secret_key: setting.secret(
      'Key from which encryption and signing keys are derived. Generated into the data directory on first start when unset; required with more than one replica.',
    ),
    limit_max_request_body_bytes: setting.int(10 * MiB, 'Largest accepted request body; larger bodies get 413 before they are read.', { min: 1024 }),
    limit_max_object_members: setting.int(
      10_000,
      'Most members one object of a JSON or YAML request body may have; counted while the text is scanned, before it is parsed (400 naming the limit).',
      { min: 100 },
    ),
    limit_max_array_items: setting.int(50_000, 'Most items one array of a JSON or YAML request body may have (400 naming the limit).', { min: 100 }),
    limit_max_body_values: setting.int(
      200_000,
      'Most values (objects, arrays, strings, numbers...) a JSON or YAML request body may hold in all (400 naming the limit).',
      { min: 1000 },
    ),
    compute_workers: setting.int(
      2,
      'Worker threads for CPU-heavy checks (policy ceiling containment, YAML bodies) that would otherwise hold up the event loop.',
      { min: 1, max: 64 },
    ),
    compute_timeout_seconds: setting.int(
      30,
      'Longest one CPU-heavy check may run on a worker before it is stopped (503 COMPUTE_TIMEOUT); a 1 MiB YAML body takes seconds.',
      { min: 1, max: 600 },
    ),
    compute_per_caller: setting.int(2, 'CPU-heavy checks one caller may have running or waiting at once (429 CONCURRENCY_LIMITED beyond).', {
      min: 1,
      max: 1000,
    }),
    compute_queue: setting.int(32, 'CPU-heavy checks that may wait for a free worker (503 COMPUTE_SATURATED beyond).', { min: 0, max: 100_000 }),
    compute_memory_mb: setting.int(256, 'Heap of each compute worker, MiB; a check that needs more is stopped (503 COMPUTE_FAILED).', { min: 32, max: 16_384 }),
    rate_limit_per_minute: setting.int(
      600,
      'Requests (WebSocket upgrades and event streams included) per minute per client address, counted across all replicas (health and metrics exempt).',
      { min: 1 },
    ),
    http_max_concurrent_per_client: setting.int(
      64,
      'Connections one client address may hold open at once (behind a trusted proxy: its requests, event streams and WebSockets in flight); beyond it the answer is 429 and the connection is closed.',
      { min: 1 },
    ),
    http_request_timeout_seconds: setting.int(30, 'Time a request, body included, may take to arrive; then it is answered 408 and its connection closed.', {
      min: 1,
      max: 3600,
    }),
    shutdown_timeout_seconds: setting.int(15, 'Time allowed for a graceful shutdown.', { min: 1, max: 600 }),
    stream_recheck_seconds: setting.int(
      30,
      'How often each replica checks again that the callers of its open WebSocket and SSE streams still have access (an expired key or an idle session); rotations, logouts and role changes end streams at once regardless.',
      { min: 1, max: 3600 },
    ),
    operations_retention_days: setting.int(7, 'Days finished operations are kept.', { min: 1 }),
    audit_retention_days: setting.int(365, 'Days audit entries are kept.', { min: 1 }),
    readyz_timeout: setting.int(2, 'Seconds each readiness dependency probe may take.', { min: 1, max: 60 }),
    auth_enabled: setting.bool(true, 'Set to false only for local development: every caller becomes an admin named local-dev.'),
    auth_metrics_public: setting.bool(false, 'Serve /metrics without authentication.'),
    local_mode: setting.bool(
      false,
      'Local mode, for development only: the service may connect to loopback and private addresses (gateway endpoints, webhook targets, identity providers), and plugins offer their local-only actions (e.g. starting a local gateway).',
    ),
    dns_servers: setting
      .list(
        [],
        "DNS servers (`ip` or `ip:port`, comma-separated) that resolve every outbound host name (gateways, webhook targets, identity providers) instead of the system resolver (/etc/hosts, then the system's DNS). Empty: the system resolver.",
      )
      .refine(isDnsServerList, 'each entry must be an IP address, optionally with :port (IPv6 as [address]:port)'),
    dns_timeout_seconds: setting.int(
      5,
      'How long resolving an outbound host name may take: at registration of a gateway or webhook (then it is refused) and whenever a connection is opened (then it fails).',
      { min: 1, max: 60 },
    ),
    tracing_enabled: setting.bool(
      false,
      'OpenTelemetry tracing: a span for each request, gateway call and task run, sent over OTLP/HTTP, and trace ids in log lines (docs/observability.md).',
    ),
    tracing_otlp_endpoint: setting
      .string('http://localhost:4318/v1/traces', 'OTLP/HTTP (protobuf) URL spans are sent to while tracing is on.')
      .refine(isHttpUrl, 'must be an http:// or https:// URL'),
    tracing_sample_ratio: setting.number(
      1,
      "Share of new traces recorded (0 to 1); a request that arrives with a W3C traceparent follows its caller's decision.",
      { min: 0, max: 1 },
    ),
    tracing_export_delay_ms: setting.int(5000, 'How long finished spans wait so they are sent together.', { min: 1, max: 60_000 }),
    docs_enabled: setting.bool(false, 'Serve interactive API documentation at /docs (only while authentication is off).'),
  })
  .superRefine((config, context) => {
    if (config.replicas <= 1) return;
    if (!config.database_url) {
      context.addIssue({
        code: 'custom',
        path: [],
        message: `SERVICE_REPLICAS=${config.replicas} needs PostgreSQL: SQLite is a single file on one machine and cannot be shared by replicas. Set SERVICE_DATABASE_URL=postgresql://... or SERVICE_REPLICAS=1.`,
      });
    }
    if (!config.secret_key) {
      context.addIssue({
        code: 'custom',
        path: [],
        message: `SERVICE_REPLICAS=${config.replicas} needs SERVICE_SECRET_KEY, identical on every replica (they must read each other's encrypted data and cookies).`,
      });
    }
  });

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

export type KernelConfig = z.output<typeof kernelConfigSchema>;

export const kernelConfigSection: ConfigSection<typeof kernelConfigSchema> = {
  namespace: '',
  schema: kernelConfigSchema,
};
