import { type AwilixContainer, asFunction, asValue, createContainer, InjectionMode, Lifetime, type Resolver } from 'awilix';
import type { Logger } from 'pino';
import type { KernelConfig } from '../config/kernel-config.ts';
import type { EventBus, EventHandler, SubscribeOptions } from '../events/bus.ts';
import type { AnyRoute, AnyWebSocketRoute } from '../http/route.ts';
import { pathsOf } from '../http/router.ts';
import type { Plugin, PluginApi, PluginEventHandler, ProvideOptions, ServiceFactory } from '../plugins/define.ts';
import type { ExtensionRegistry } from '../plugins/extension-point.ts';
import { resolverOf, type ServiceRef, serviceKey } from '../plugins/service-ref.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import type { ServiceMap } from '../services.ts';

export interface Declarations {
  routes: AnyRoute[];
  websockets: AnyWebSocketRoute[];
  containers: Map<string, AwilixContainer>;
  problems: string[];
}

const KERNEL_PLUGIN_ID = 'core';

/**
 * A singleton resolver as a plain object. asFunction() builds a dozen fluent closures per registration; the
 * explanations and forwards below are registered for every pair of plugins (about 1 850 in the standard set), and
 * need none of them.
 */
function singleton<T>(resolve: () => T): Resolver<T> {
  return { resolve, lifetime: Lifetime.SINGLETON };
}

interface Provided {
  plugin: string;
  name: string;
  private: boolean;
}

/**
 * Runs every enabled plugin's `register` and records what it declares. Each plugin gets its own container: it
 * sees the kernel services, its own services, and the services its dependencies export, nothing else.
 */
export class Registrar {
  private readonly declarations: Declarations = { routes: [], websockets: [], containers: new Map(), problems: [] };
  private readonly provided = new Map<string, Provided[]>();
  /** Which plugin provides each service name or ref id; the kernel's services are the kernel's (`core`). */
  private readonly owners = new Map<string, string>();
  private readonly routeKeys = new Map<string, string>();
  private readonly kernelServices: Partial<ServiceMap>;
  private readonly deps: {
    kernelConfig: KernelConfig;
    logger: Logger;
    events: EventBus;
    scheduler: Scheduler;
    extensions: ExtensionRegistry;
    enabled: Set<string>;
  };

  constructor(kernelServices: Partial<ServiceMap>, deps: Registrar['deps']) {
    this.kernelServices = kernelServices;
    this.deps = deps;
    // `config` is in every container too: each plugin's own settings.
    for (const name of [...Object.keys(kernelServices), 'config']) this.owners.set(name, KERNEL_PLUGIN_ID);
  }

  register(plugin: Plugin, config: Record<string, unknown>): void {
    const container = this.containerFor(plugin, config);
    this.declarations.containers.set(plugin.id, container);
    try {
      plugin.register(this.api(plugin, config, container));
    } catch (error) {
      this.declarations.problems.push(`plugin ${plugin.id}: ${(error as Error).message}`);
    }
  }

  result(): Declarations {
    this.explainUnreachableServices();
    return this.declarations;
  }

  /**
   * A plugin that resolves another plugin's service without depending on it would get Awilix's bare "could not
   * resolve"; instead each plugin's container learns every other plugin's service names, and resolving one of them
   * says which plugin provides it and what to add. Registered as singletons so strict Awilix lets any singleton ask.
   * The kernel's own container is left alone: it depends on no plugin by design.
   */
  private explainUnreachableServices(): void {
    for (const [pluginId, container] of this.declarations.containers) {
      if (pluginId === KERNEL_PLUGIN_ID) continue;
      for (const { plugin, name, private: hidden } of [...this.provided.values()].flat()) {
        if (plugin === pluginId || container.hasRegistration(name)) continue;
        // The message is written only when it is thrown.
        const explanation = () =>
          hidden
            ? `plugin ${pluginId} cannot resolve "${name}": plugin ${plugin} provides it privately (only ${plugin} itself can resolve it)`
            : `plugin ${pluginId} cannot resolve "${name}": it is provided by plugin ${plugin}; add dependsOn: ['${plugin}'] to ${pluginId}`;
        container.register(
          name,
          singleton(() => {
            throw new Error(explanation());
          }),
        );
      }
    }
  }

  /**
   * Why `pluginId` may not provide `name`, if it may not: services live in one namespace per process, so a plugin
   * cannot take a kernel service's name (every plugin would get its copy), another plugin's name (the dependents of
   * both would get one at random), or a ref id outside its own namespace (docs/plugins.md, "Services and
   * dependencies").
   */
  private ownershipProblem(pluginId: string, name: string): string | null {
    const namespace = name.includes('.') ? name.slice(0, name.indexOf('.')) : null;
    if (namespace !== null && namespace !== pluginId) {
      return `plugin ${pluginId} provides "${name}", which is in the namespace of plugin ${namespace}: a plugin provides refs named ${pluginId}.<name> only`;
    }
    const owner = this.owners.get(name);
    if (owner === undefined) return null;
    if (owner === KERNEL_PLUGIN_ID) {
      return `plugin ${pluginId} provides "${name}", which the kernel (core) provides: a plugin cannot replace a kernel service; give it a name of its own (a ref ${pluginId}.<name>)`;
    }
    if (owner === pluginId) return `plugin ${pluginId} provides "${name}" twice`;
    return `plugins ${owner} and ${pluginId} both provide "${name}": a service has one provider; provide it by ref (<plugin id>.<name>) from one of them`;
  }

  private containerFor(plugin: Plugin, config: Record<string, unknown>): AwilixContainer {
    const container = createContainer({ injectionMode: InjectionMode.PROXY, strict: true });
    for (const [name, value] of Object.entries(this.kernelServices)) container.register(name, asValue(value));
    container.register('config', asValue(config));
    const visible = [...(plugin.dependsOn ?? []), ...(plugin.optionalDependsOn ?? []).filter((id) => this.deps.enabled.has(id))];
    for (const dependency of visible) {
      const source = this.declarations.containers.get(dependency);
      for (const { name } of (this.provided.get(dependency) ?? []).filter((service) => !service.private)) {
        // Singleton like the service it forwards (every `provide` is one): a transient forward would make
        // strict Awilix refuse any singleton of this plugin that depends on it (lifetime leakage).
        container.register(
          name,
          singleton(() => source!.resolve(name)),
        );
      }
    }
    return container;
  }

  private api(plugin: Plugin, config: Record<string, unknown>, container: AwilixContainer): PluginApi<never> {
    const { deps, declarations } = this;
    const logger = deps.logger.child({ plugin: plugin.id });
    const resolve = resolverOf((name) => container.resolve(name));
    return {
      id: plugin.id,
      config: config as never,
      kernelConfig: deps.kernelConfig,
      logger,
      isEnabled: (id) => deps.enabled.has(id),
      provide: (service: string | ServiceRef<unknown>, factory: ServiceFactory<unknown>, options: ProvideOptions = {}) => {
        const name = serviceKey(service);
        const problem = this.ownershipProblem(plugin.id, name);
        if (problem) {
          declarations.problems.push(problem);
          return;
        }
        this.owners.set(name, plugin.id);
        // Through the cradle, so that Awilix sees what a singleton depends on (cycles, lifetimes).
        const build = (cradle: Record<string, unknown>) =>
          factory(
            cradle as never,
            resolverOf((key) => cradle[key]),
          );
        let resolver = asFunction(build).singleton();
        if (options.dispose) resolver = resolver.disposer(options.dispose as (value: unknown) => void);
        container.register(name, resolver);
        const list = this.provided.get(plugin.id) ?? [];
        list.push({ plugin: plugin.id, name, private: options.private === true });
        this.provided.set(plugin.id, list);
      },
      route: (definition) => {
        for (const path of pathsOf(definition)) {
          const key = `${definition.method} ${path.replace(/\{[^}]+\}/g, '{}')}`;
          const owner = this.routeKeys.get(key);
          if (owner) declarations.problems.push(`route ${definition.method} ${path} is declared by both ${owner} and ${plugin.id}`);
          this.routeKeys.set(key, plugin.id);
        }
        declarations.routes.push({ ...(definition as unknown as AnyRoute), plugin: plugin.id });
      },
      websocket: (definition) => {
        declarations.websockets.push({ ...(definition as unknown as AnyWebSocketRoute), plugin: plugin.id });
      },
      task: (definition) => deps.scheduler.add(plugin.id, definition, resolve),
      on: (pattern, handler, options?: SubscribeOptions) => {
        const context = { resolve };
        deps.events.on(pattern, ((event) => (handler as PluginEventHandler)(event, context)) as EventHandler, options, plugin.id);
      },
      extensionPoint: (point) => deps.extensions.declare(plugin.id, point),
      contribute: (point, value) => deps.extensions.contribute(plugin.id, point, value),
      contributeWith: (point, factory) => deps.extensions.contributeLazily(plugin.id, point, () => factory(container.cradle as never, resolve)),
    };
  }
}
