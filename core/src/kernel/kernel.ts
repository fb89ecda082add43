import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { AwilixContainer } from 'awilix';
import type { DestinationStream, Logger } from 'pino';
import { ChainKey } from '../audit/chain.ts';
import { effectReconcilers } from '../audit/recovery.ts';
import { AuditWriter } from '../audit/writer.ts';
import { AccessControl } from '../auth/access.ts';
import type { Actor } from '../auth/actor.ts';
import { type Authenticator, authenticate, challengesOf, globalRoleResolver } from '../auth/chain.ts';
import { authMethods, roleResolvers } from '../auth/extension-points.ts';
import { type Clock, systemClock } from '../clock.ts';
import { ComputePool } from '../compute/pool.ts';
import type { KernelConfig } from '../config/kernel-config.ts';
import type { Environment } from '../config/load.ts';
import { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { StartupError } from '../errors.ts';
import { EventBus } from '../events/bus.ts';
import { EventCatalog } from '../events/catalog.ts';
import type { PostgresWakeups } from '../events/wakeups.ts';
import { authRequestFromKoa, authResponseFromKoa } from '../http/auth-request.ts';
import { bodyReader } from '../http/body.ts';
import { clientAddress } from '../http/client-address.ts';
import { inputShapeLimits } from '../http/input-limits.ts';
import { securityHeaders } from '../http/middleware/security-headers.ts';
import { openApiDocument } from '../http/openapi.ts';
import { RATE_COUNTS_CHANNEL } from '../http/rate-count-sharing.ts';
import type { AnyRoute } from '../http/route.ts';
import { buildRouter } from '../http/router.ts';
import { createHttpServer, type HttpServer } from '../http/server.ts';
import { StreamRegistry } from '../http/streams.ts';
import { webSocketUpgrades } from '../http/websocket.ts';
import { createLogger } from '../logger.ts';
import { Metrics } from '../metrics.ts';
import { Egress } from '../net/egress.ts';
import { OperationService } from '../operations/service.ts';
import type { Plugin, PluginRuntime } from '../plugins/define.ts';
import { type ExtensionPoint, ExtensionRegistry } from '../plugins/extension-point.ts';
import type { PluginEntry } from '../plugins/load.ts';
import { resolverOf, type ServiceRef, serviceKey } from '../plugins/service-ref.ts';
import { LeaseStore } from '../scheduler/lease.ts';
import { Scheduler } from '../scheduler/scheduler.ts';
import { SecretBox } from '../secrets.ts';
import type { ServiceMap } from '../services.ts';
import { corePlugin } from '../system/core-plugin.ts';
import { pageFallbacks, readinessChecks } from '../system/extension-points.ts';
import { startTracing } from '../tracing/install.ts';
import type { Tracing } from '../tracing/span.ts';
import { Instances } from './instances.ts';
import { Registrar } from './registration.ts';
import { type ResolvedSetup, resolveSetup } from './resolve.ts';

export interface KernelOptions {
  env?: Environment;
  /** Replaces the configured plugin list. */
  plugins?: PluginEntry[];
  clock?: Clock;
  logDestination?: DestinationStream;
  /** A SQLite file of the caller's choosing (tests). */
  sqliteFile?: string;
  /** Authenticators placed before the contributed ones (the test harness injects actors this way). */
  authenticators?: Authenticator[];
  /** Check every response against its declared schema (tests). */
  validateResponses?: boolean;
  /** `cli`: database and services only: no HTTP server, no background tasks. */
  mode?: 'server' | 'cli';
  /** Leave the scheduler stopped; tests drive it with `scheduler.tick()` after moving the clock. */
  manualScheduler?: boolean;
  /** Sees every HTTP request and its response before anything answers it (tests record responses this way). */
  observeResponses?: (request: IncomingMessage, response: ServerResponse) => void;
}

export const LOCAL_DEV_ACTOR: Actor = { type: 'user', id: 'local-dev', name: 'local-dev', role: 'admin', method: 'auth-disabled' };

/**
 * Boots plugins into a running service and takes it down again. Owns only what every plugin shares: settings,
 * the plugin graph, the containers, the database and migrations, the HTTP pipeline, auth, events, audit, tasks,
 * operations, health and shutdown.
 */
export class Kernel {
  readonly config: KernelConfig;
  readonly logger: Logger;
  readonly instanceId: string;
  readonly database: Database;
  readonly events: EventBus;
  readonly scheduler: Scheduler;
  readonly operations: OperationService;
  readonly clock: Clock;
  readonly streams: StreamRegistry;
  url = '';
  /** The OpenAPI document of the routes this kernel serves (of the plugins `include` accepts). */
  openApi: (include?: (plugin: string) => boolean) => Record<string, unknown> = () => ({});
  /** Whether a plugin was loaded from a package the plugin list names, ours or a third party's. */
  loadedFromPackage = (plugin: string): boolean => this.setup.fromPackages.has(plugin);
  private initialised = false;
  private http: HttpServer | null = null;
  private readonly setup: ResolvedSetup;
  private readonly plugins: Plugin[];
  private readonly containers: Map<string, AwilixContainer>;
  private readonly extensions: ExtensionRegistry;
  /** Null while tracing is off. */
  private readonly tracing: Tracing | null;
  private stopping: Promise<void> | null = null;
  /** The part of the shutdown under way (`requests`, `tasks`, ... `database`): what an overrun names. */
  shutdownStep: string | null = null;

  private constructor(fields: {
    setup: ResolvedSetup;
    logger: Logger;
    instanceId: string;
    database: Database;
    events: EventBus;
    scheduler: Scheduler;
    operations: OperationService;
    clock: Clock;
    streams: StreamRegistry;
    plugins: Plugin[];
    containers: Map<string, AwilixContainer>;
    extensions: ExtensionRegistry;
    tracing: Tracing | null;
  }) {
    this.setup = fields.setup;
    this.config = fields.setup.kernelConfig;
    this.logger = fields.logger;
    this.instanceId = fields.instanceId;
    this.database = fields.database;
    this.events = fields.events;
    this.scheduler = fields.scheduler;
    this.operations = fields.operations;
    this.clock = fields.clock;
    this.streams = fields.streams;
    this.plugins = fields.plugins;
    this.containers = fields.containers;
    this.extensions = fields.extensions;
    this.tracing = fields.tracing;
  }

  static async boot(options: KernelOptions = {}): Promise<Kernel> {
    const setup = await resolveSetup({ env: options.env ?? process.env, ...(options.plugins ? { plugins: options.plugins } : {}) });
    const config = setup.kernelConfig;
    const logger = createLogger({ level: config.log_level, ...(options.logDestination ? { destination: options.logDestination } : {}) });
    for (const warning of setup.warnings) logger.warn(warning);
    if (!config.auth_enabled) {
      logger.warn(
        'AUTHENTICATION IS DISABLED (SERVICE_AUTH_ENABLED=false): every caller is an admin named local-dev. Never run this way outside local development.',
      );
    }
    const clock = options.clock ?? systemClock;
    const instanceId = `${hostname().slice(0, 32)}-${process.pid}-${randomBytes(4).toString('hex')}`;
    const view = new KernelViewState(setup);
    const plugins = [corePlugin(view), ...setup.plugins];
    const database = await Database.open({
      url: config.database_url,
      dataDir: config.data_dir,
      logger,
      entities: plugins.flatMap((plugin) => plugin.entities ?? []),
      ...(options.sqliteFile ? { sqliteFile: options.sqliteFile } : {}),
    });
    let tracing: Tracing | null = null;
    try {
      tracing = options.mode === 'cli' ? null : await startTracing(config, instanceId, logger);
      await migrate(
        database,
        plugins.filter((p) => p.migrations).map((p) => ({ plugin: p.id, migrations: p.migrations! })),
        logger,
      );
      const kernel = Kernel.assemble(setup, options, { logger, clock, instanceId, database, plugins, view, tracing });
      await kernel.start(options, view);
      return kernel;
    } catch (error) {
      await tracing?.shutdown().catch(() => undefined);
      await database.close().catch(() => undefined);
      throw error;
    }
  }

  private static assemble(
    setup: ResolvedSetup,
    options: KernelOptions,
    parts: {
      logger: Logger;
      clock: Clock;
      instanceId: string;
      database: Database;
      plugins: Plugin[];
      view: KernelViewState;
      tracing: Tracing | null;
    },
  ): Kernel {
    const { logger, clock, instanceId, database, plugins, tracing } = parts;
    const config = setup.kernelConfig;
    const metrics = new Metrics();
    const leases = new LeaseStore(database, instanceId);
    const events = new EventBus({ instanceId, logger, clock, metrics, database, leases });
    const instances = new Instances({ database, clock, instanceId });
    const scheduler = new Scheduler({ clock, logger, leases, metrics, tracing, membership: { self: instanceId, members: () => instances.shardMembers() } });
    const operations = new OperationService({ database, events, clock, logger, instances, metrics });
    const streams = new StreamRegistry();
    const extensions = new ExtensionRegistry();
    const secrets = SecretBox.fromConfig(config.secret_key, config.data_dir);
    const services: Partial<ServiceMap> = {
      kernelConfig: config,
      logger,
      clock,
      database,
      events,
      scheduler,
      operations,
      metrics,
      streams,
      instanceId,
      instances,
      secrets,
      audit: new AuditWriter({ database, clock, key: ChainKey.fromSecrets(secrets), instances, logger }),
      access: new AccessControl(globalRoleResolver),
      eventCatalog: new EventCatalog(plugins),
      compute: computePool(config, logger),
      egress: Egress.fromSettings({ localMode: config.local_mode, dnsServers: config.dns_servers, dnsTimeoutMs: config.dns_timeout_seconds * 1000 }),
    };
    metrics.gauge('operations', 'Operations by status.', ['status'], async (gauge) => {
      gauge.reset();
      for (const [status, count] of Object.entries(await operations.countByStatus())) gauge.set({ status }, count);
    });
    const registrar = new Registrar(services, {
      kernelConfig: config,
      logger,
      events,
      scheduler,
      extensions,
      enabled: new Set(plugins.map((plugin) => plugin.id)),
    });
    for (const plugin of plugins) registrar.register(plugin, plugin.id === 'core' ? {} : (setup.pluginConfigs.get(plugin.id) ?? {}));
    const declarations = registrar.result();
    if (declarations.problems.length > 0) throw new StartupError('Portcullis cannot start; plugin declarations conflict:', declarations.problems);
    parts.view.routeList = declarations.routes;
    parts.view.websocketList = declarations.websockets;
    const kernel = new Kernel({
      setup,
      logger,
      instanceId,
      database,
      events,
      scheduler,
      operations,
      clock,
      streams,
      plugins,
      containers: declarations.containers,
      extensions,
      tracing,
    });
    kernel.http = options.mode === 'cli' ? null : kernel.createHttp(options, services, declarations.routes, parts.view);
    kernel.openApi = parts.view.openApi;
    return kernel;
  }

  /** A service as `plugin` sees it: the kernel by default, a ref's own plugin for a ref. */
  resolve<K extends keyof ServiceMap>(name: K, plugin?: string): ServiceMap[K];
  resolve<T>(ref: ServiceRef<T>, plugin?: string): T;
  resolve(service: string | ServiceRef<unknown>, plugin = typeof service === 'string' ? 'core' : service.pluginId): unknown {
    return this.containers.get(plugin)!.resolve(serviceKey(service));
  }

  contributions<T>(point: ExtensionPoint<T>): T[] {
    return this.extensions.get(point);
  }

  get isInitialised(): boolean {
    return this.initialised;
  }

  private async start(options: KernelOptions, view: KernelViewState): Promise<void> {
    // A CLI run writes events (a server delivers them) but reads none.
    if (options.mode !== 'cli') {
      const wakeups = await this.eventWakeups();
      await this.events.startLive(wakeups);
      // The replicas' per-client request counts travel on the same connection (docs/limits.md).
      if (wakeups && this.http) await this.http.shareRateCounts(wakeups.channel(RATE_COUNTS_CHANNEL), this.instanceId);
    }
    this.extensions.resolveAll();
    this.resolve('access').setResolver(this.extensions.get(roleResolvers)[0] ?? globalRoleResolver);
    view.checks = this.extensions.get(readinessChecks);
    view.reconcilers = this.extensions.get(effectReconcilers);
    view.kernel = this;
    for (const plugin of this.plugins) {
      if (plugin.start) await plugin.start(this.runtime(plugin));
    }
    await this.joinInstances(options);
    if (options.mode !== 'cli') await this.events.startDurable();
    await this.resolve('audit').configureRetention(this.config.audit_retention_days);
    if (this.http) {
      const address = await this.http.listen(this.config.host, this.config.port);
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      this.url = `http://${host}:${address.port}`;
    }
    if (options.mode !== 'cli') this.scheduler.start({ realTime: !options.manualScheduler });
    this.initialised = true;
  }

  /** PostgreSQL: other replicas' commits wake this one's event readers (loaded only there: SQLite never pays for it). */
  private async eventWakeups(): Promise<PostgresWakeups | null> {
    if (this.database.dialect !== 'postgresql') return null;
    const { PostgresWakeups } = await import('../events/wakeups.ts');
    return new PostgresWakeups(this.config.database_url!, this.logger);
  }

  /**
   * A server takes its place among the instances and recovers at once what crashed ones left running. A CLI run only
   * registers itself and proves its presence (a lease it takes for `tasks run` is then known to be alive): it may
   * run beside a server and must not judge which operations are orphaned.
   */
  private async joinInstances(options: KernelOptions): Promise<void> {
    // Loaded only for PostgreSQL, like the event relay.
    const presence =
      this.database.dialect === 'postgresql' ? new (await import('./pg-presence.ts')).PostgresPresence(this.config.database_url!, this.logger) : null;
    const instances = this.resolve('instances');
    if (options.mode === 'cli') {
      await instances.register(presence);
      return;
    }
    await instances.join(presence);
    // What crashed processes held (their leases: global tasks, the durable event subscribers) moves here at once.
    await new LeaseStore(this.database, instances.self).releaseHeldBy(instances.goneAtStart());
    await this.operations.reapOrphans();
  }

  private createHttp(options: KernelOptions, services: Partial<ServiceMap>, routes: AnyRoute[], view: KernelViewState): HttpServer {
    const headers = securityHeaders(this.config.public_url.startsWith('https://'));
    const chain = () => this.authChain(options);
    const access = services.access!;
    const router = buildRouter(routes, {
      authenticate: (ctx) => authenticate(chain(), authRequestFromKoa(ctx), authResponseFromKoa(ctx)),
      access,
      database: this.database,
      audit: services.audit!,
      bodies: bodyReader({
        maxBytes: this.config.limit_max_request_body_bytes,
        shape: inputShapeLimits(this.config),
        compute: services.compute!,
      }),
      containers: this.containers,
      extensions: this.extensions,
      logger: this.logger,
      validateResponses: options.validateResponses ?? false,
    });
    const trustProxy = this.config.trust_proxy;
    const challenges = () => challengesOf(chain());
    // Open streams present their credential again to the same chain when access may have changed (docs/streams.md).
    this.streams.checkCredentialsWith((request) => authenticate(chain(), request, null), this.logger);
    const upgrades = webSocketUpgrades({
      routes: view.websocketList,
      authenticate: (request) => authenticate(chain(), request, null),
      credentialQuery: () => new Set(chain().flatMap((link) => link.webSocketQuery ?? [])),
      access,
      containers: this.containers,
      streams: this.streams,
      logger: this.logger,
      metrics: services.metrics!,
      securityHeaders: headers,
      clientIp: (request: IncomingMessage) => clientAddress(request, trustProxy),
      challenges,
    });
    return createHttpServer({
      router,
      logger: this.logger,
      metrics: services.metrics!,
      securityHeaders: headers,
      bodyLimitBytes: this.config.limit_max_request_body_bytes,
      rateLimitPerMinute: this.config.rate_limit_per_minute,
      maxConcurrentPerClient: this.config.http_max_concurrent_per_client,
      requestTimeoutMs: this.config.http_request_timeout_seconds * 1000,
      replicas: this.config.replicas,
      rateLimitExempt: new Set(routes.filter((route) => route.rateLimitExempt).map((route) => route.path)),
      trustProxy,
      now: () => this.clock.now(),
      challenges,
      tracing: this.tracing,
      fallbacks: () => this.extensions.get(pageFallbacks),
      disabledPlugins: this.setup.disabled,
      notListedPlugins: this.setup.notListed,
      onUpgrade: (request, socket, head) => {
        void upgrades(request, socket, head);
      },
      ...(options.observeResponses ? { observe: options.observeResponses } : {}),
    });
  }

  private authChainCache: Authenticator[] | null = null;

  private authChain(options: KernelOptions): Authenticator[] {
    if (this.authChainCache) return this.authChainCache;
    const contributed = [...this.extensions.get(authMethods)].sort((a, b) => a.order - b.order);
    const disabled: Authenticator = { id: 'auth-disabled', order: -1, authenticate: async () => LOCAL_DEV_ACTOR };
    this.authChainCache = [...(options.authenticators ?? []), ...(this.config.auth_enabled ? contributed : [disabled])];
    return this.authChainCache;
  }

  private runtime(plugin: Plugin): PluginRuntime<never> {
    const container = this.containers.get(plugin.id)!;
    return {
      id: plugin.id,
      config: (this.setup.pluginConfigs.get(plugin.id) ?? {}) as never,
      logger: this.logger.child({ plugin: plugin.id }),
      resolve: resolverOf((name) => container.resolve(name)),
      contributions: (point) => this.extensions.get(point),
    };
  }

  /** Graceful shutdown: stop accepting, close streams, finish requests, stop tasks and plugins, close the database. */
  stop(): Promise<void> {
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    const deadline = Date.now() + this.config.shutdown_timeout_seconds * 1000;
    const remaining = () => Math.max(100, deadline - Date.now());
    const steps: Record<string, number> = {};
    const step = async (name: string, work: () => Promise<unknown>) => {
      this.shutdownStep = name;
      const started = Date.now();
      await work();
      steps[name] = Date.now() - started;
    };
    this.initialised = false;
    this.streams.closeAll('server shutting down');
    // In-flight requests get most of the budget; what is left is for tasks, plugins and the database.
    await step('requests', async () => this.http?.close(Math.max(100, remaining() * 0.6)));
    await step('tasks', () => this.scheduler.stop());
    // An operation that does not end when asked may not take the time the rest needs (it is failed ORPHANED at the
    // next start).
    await step('operations', () => this.operations.stop(remaining() * 0.5));
    // What was written while serving is handled here if there is time; anything left, by another replica or the
    // next start (it is in the log).
    await step('events', async () => {
      await this.events.settledWithin(remaining() * 0.5);
      await this.events.close();
    });
    await step('plugins', () => this.stopPlugins());
    await step('database', async () => {
      await this.events.writesDone();
      await this.resolve('compute').close();
      await this.resolve('instances')
        .leave()
        .catch(() => undefined);
      await this.database.close();
    });
    // Last, so the spans of the requests and tasks that just finished are sent too, if the receiver answers in time.
    const tracing = this.tracing;
    if (tracing) await step('tracing', () => Promise.race([tracing.shutdown().catch(() => undefined), delay(remaining(), undefined, { ref: false })]));
    this.logger.info({ steps_ms: steps }, 'stopped');
    this.logger.flush?.();
  }

  private async stopPlugins(): Promise<void> {
    for (const plugin of [...this.plugins].reverse()) {
      if (!plugin.stop) continue;
      await Promise.resolve(plugin.stop(this.runtime(plugin))).catch((error: unknown) =>
        this.logger.error({ err: error, plugin: plugin.id }, 'plugin stop failed'),
      );
    }
    for (const plugin of [...this.plugins].reverse())
      await this.containers
        .get(plugin.id)
        ?.dispose()
        .catch(() => undefined);
  }
}

function computePool(config: KernelConfig, logger: Logger): ComputePool {
  return new ComputePool(
    {
      workers: config.compute_workers,
      timeoutMs: config.compute_timeout_seconds * 1000,
      perCaller: config.compute_per_caller,
      queue: config.compute_queue,
      memoryMb: config.compute_memory_mb,
    },
    logger.child({ component: 'compute' }),
  );
}

/** What the kernel's own plugin may ask the kernel. */
class KernelViewState {
  routeList: AnyRoute[] = [];
  websocketList: import('../http/route.ts').AnyWebSocketRoute[] = [];
  checks: import('../system/extension-points.ts').ReadinessCheck[] = [];
  reconcilers: import('../audit/recovery.ts').EffectReconciler[] = [];
  kernel: Kernel | null = null;
  private readonly setup: ResolvedSetup;

  constructor(setup: ResolvedSetup) {
    this.setup = setup;
  }

  initialised = () => this.kernel?.isInitialised ?? false;
  statuses = () => [
    { id: 'core', description: 'Kernel', enabled: true, reason: 'always enabled', depends_on: [], optional_depends_on: [], events: [] },
    ...this.setup.statuses,
  ];
  sections = () => this.setup.sections;
  configValues = (plugin: string) =>
    plugin === 'core' ? (this.setup.kernelConfig as unknown as Record<string, unknown>) : (this.setup.pluginConfigs.get(plugin) ?? {});
  readinessChecks = () => this.checks;
  effectReconcilers = () => this.reconcilers;
  routes = () => this.routeList;
  openApi = (include: (plugin: string) => boolean = () => true) =>
    openApiDocument(
      this.routeList.filter((route) => include(route.plugin)),
      this.setup.kernelConfig.public_url,
      this.statuses(),
    );
}
