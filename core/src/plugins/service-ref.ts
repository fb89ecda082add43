import type { ServiceMap } from '../services.ts';

/**
 * A typed handle on one plugin's service, exported from that plugin's package: the provider calls
 * `api.provide(ref, factory)`, a plugin that depends on it resolves `request.resolve(ref)` and gets the type with
 * it. The id is `<plugin id>.<name>`: a plugin provides refs of its own namespace only (docs/plugins.md, "Services
 * and dependencies").
 */
export interface ServiceRef<T> {
  readonly id: string;
  /** The plugin that provides it: the namespace of the id. */
  readonly pluginId: string;
  /** Type carrier only. */
  readonly _type?: T;
}

/** What every `resolve` takes: a kernel or plugin service by name, or a service by its ref. */
export interface ResolveService {
  <K extends keyof ServiceMap>(name: K): ServiceMap[K];
  <T>(ref: ServiceRef<T>): T;
}

const REF_ID = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\.([a-zA-Z][a-zA-Z0-9]*)$/;

export function createServiceRef<T>(options: { id: string }): ServiceRef<T> {
  const match = REF_ID.exec(options.id);
  if (!match) throw new Error(`service ref id "${options.id}" must be <plugin id>.<name> (e.g. webhooks.deliveryContext)`);
  return { id: options.id, pluginId: match[1]! };
}

/** The name a service is registered under: a ref's id, or the name itself. */
export function serviceKey(service: string | ServiceRef<unknown>): string {
  return typeof service === 'string' ? service : service.id;
}

/**
 * A `resolve` over anything that resolves by name (a container, a factory's `services`). A ref nobody provides
 * here belongs to a plugin that is not enabled (every enabled plugin's services are known to each container, with
 * what to add to reach them): that is said, rather than the container's bare "could not resolve".
 */
export function resolverOf(resolveByName: (name: string) => unknown): ResolveService {
  return ((service: string | ServiceRef<unknown>) => {
    if (typeof service === 'string') return resolveByName(service);
    try {
      return resolveByName(service.id);
    } catch (error) {
      if ((error as Error).name !== 'AwilixResolutionError' || !(error as Error).message.startsWith(`Could not resolve '${service.id}'`)) throw error;
      throw new Error(`cannot resolve "${service.id}": plugin ${service.pluginId}, which provides it, is not enabled (add it to the plugin list)`);
    }
  }) as ResolveService;
}
