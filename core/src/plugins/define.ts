import type { EntitySchema } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { KernelConfig } from '../config/kernel-config.ts';
import type { PluginMigrations } from '../db/migration.ts';
import type { EventEnvelope, EventMap, EventName, SubscribeOptions } from '../events/bus.ts';
import type { RouteDefinition, WebSocketRouteDefinition } from '../http/route.ts';
import type { TaskDefinition } from '../scheduler/scheduler.ts';
import type { ServiceMap } from '../services.ts';
import type { ExtensionPoint } from './extension-point.ts';
import type { ResolveService, ServiceRef } from './service-ref.ts';

export type PluginEventHandler<D = unknown> = (event: EventEnvelope<string, D>, context: { resolve: ResolveService }) => void | Promise<void>;

/** `services` reaches services by name; `resolve` reaches them by name or ref, typed (`resolve(webhookSettingsRef)`). */
export type ServiceFactory<T> = (services: ServiceMap & Record<string, unknown>, resolve: ResolveService) => T;

export interface ProvideOptions {
  /** Only this plugin can resolve it (default: exported to plugins that depend on this one). */
  private?: boolean;
  /** Called at shutdown with the instance, in reverse plugin order. */
  dispose?: (instance: never) => void | Promise<void>;
}

/** What `register` may declare. Declarations only: no I/O happens here. */
export interface PluginApi<C> {
  readonly id: string;
  /** This plugin's validated settings. */
  readonly config: C;
  readonly kernelConfig: KernelConfig;
  readonly logger: Logger;
  /** Whether another plugin is enabled (for optional dependencies). */
  isEnabled(pluginId: string): boolean;
  /**
   * A service by ref (the public way: export the ref from the package) or by name (the kernel's way, and a plugin's
   * own services). Refused at start-up: a ref outside this plugin's namespace, a name the kernel provides, a name or
   * ref another plugin provides too.
   */
  provide<T>(ref: ServiceRef<T>, factory: ServiceFactory<T>, options?: ProvideOptions): void;
  provide<K extends keyof ServiceMap>(name: K, factory: ServiceFactory<ServiceMap[K]>, options?: ProvideOptions): void;
  route<
    PS extends z.ZodType | undefined = undefined,
    QS extends z.ZodType | undefined = undefined,
    BS extends z.ZodType | undefined = undefined,
    RS extends z.ZodType | undefined = undefined,
  >(definition: RouteDefinition<PS, QS, BS, RS>): void;
  websocket<PS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined>(definition: WebSocketRouteDefinition<PS, QS>): void;
  task(definition: TaskDefinition): void;
  /** Subscribers never block the emitter; `context.resolve` reaches this plugin's services. */
  on<N extends EventName | '*' | `${string}.*`>(
    pattern: N,
    handler: PluginEventHandler<N extends EventName ? EventMap[N] : unknown>,
    options?: SubscribeOptions,
  ): void;
  extensionPoint<T>(point: ExtensionPoint<T>): void;
  contribute<T>(point: ExtensionPoint<T>, value: T): void;
  /** For contributions built from services (an authenticator around a session store): runs at start-up. */
  contributeWith<T>(point: ExtensionPoint<T>, factory: ServiceFactory<T>): void;
}

/** What `start` and `stop` receive. */
export interface PluginRuntime<C> {
  readonly id: string;
  readonly config: C;
  readonly logger: Logger;
  resolve: ResolveService;
  contributions<T>(point: ExtensionPoint<T>): T[];
}

export interface PluginConfig<S extends z.ZodObject> {
  /** Settings namespace: `SERVICE_<NAMESPACE>_<KEY>` and YAML `<namespace>.<key>`. */
  namespace: string;
  schema: S;
  /** `true`, or the reason the plugin is disabled by this configuration. */
  enabled?: (config: z.output<S>) => true | string;
}

export interface PluginDefinition<S extends z.ZodObject = z.ZodObject> {
  /** kebab-case; equals the folder name under plugins/. */
  id: string;
  description: string;
  dependsOn?: string[];
  optionalDependsOn?: string[];
  /**
   * Events this plugin emits that others may subscribe to from outside the process (webhooks), with when each
   * fires. Listed in /api/system/plugins. The payload type is the plugin's `EventMap` declaration.
   */
  events?: Partial<Record<EventName, string>>;
  config?: PluginConfig<S>;
  entities?: EntitySchema[];
  migrations?: PluginMigrations;
  register(api: PluginApi<z.output<S>>): void;
  start?(runtime: PluginRuntime<z.output<S>>): Promise<void> | void;
  stop?(runtime: PluginRuntime<z.output<S>>): Promise<void> | void;
}

export const PLUGIN_MARK = Symbol.for('portcullis.plugin');

export type Plugin = PluginDefinition<z.ZodObject> & { [PLUGIN_MARK]: true };

export function definePlugin<S extends z.ZodObject = z.ZodObject>(definition: PluginDefinition<S>): Plugin {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(definition.id)) throw new Error(`plugin id "${definition.id}" must be kebab-case`);
  return { ...(definition as unknown as PluginDefinition<z.ZodObject>), [PLUGIN_MARK]: true };
}

export function isPlugin(value: unknown): value is Plugin {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[PLUGIN_MARK] === true;
}
