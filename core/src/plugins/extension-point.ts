import type { z } from 'zod';

/**
 * A typed place where other plugins contribute values (auth methods, webhook channels, readiness details, CLI
 * commands). The host declares it; contributors depend on the host and call `api.contribute(point, value)`.
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** Validates each contribution when it is registered (before start-up). */
  readonly schema?: z.ZodType;
  /** At most one contribution. */
  readonly single: boolean;
  /** Type carrier only. */
  readonly _type?: T;
}

export function defineExtensionPoint<T>(id: string, options: { schema?: z.ZodType; single?: boolean } = {}): ExtensionPoint<T> {
  return { id, single: options.single ?? false, ...(options.schema ? { schema: options.schema } : {}) };
}

interface Contribution {
  plugin: string;
  value?: unknown;
  /** Built at start-up, once services can be resolved. */
  factory?: () => unknown;
  resolved: boolean;
}

export class ExtensionRegistry {
  private readonly points = new Map<string, { point: ExtensionPoint<unknown>; owner: string }>();
  private readonly contributions = new Map<string, Contribution[]>();

  declare(owner: string, point: ExtensionPoint<unknown>): void {
    const existing = this.points.get(point.id);
    if (existing) throw new Error(`extension point ${point.id} is declared by both ${existing.owner} and ${owner}`);
    this.points.set(point.id, { point, owner });
  }

  contribute<T>(plugin: string, point: ExtensionPoint<T>, value: T): void {
    this.add(plugin, point, { plugin, value: checked(plugin, point, value), resolved: true });
  }

  /** A contribution that needs services: built by `resolveAll` at start-up. */
  contributeLazily<T>(plugin: string, point: ExtensionPoint<T>, factory: () => T): void {
    this.add(plugin, point, { plugin, factory, resolved: false });
  }

  resolveAll(): void {
    for (const [id, list] of this.contributions) {
      const { point } = this.points.get(id)!;
      for (const contribution of list) {
        if (contribution.resolved) continue;
        contribution.value = checked(contribution.plugin, point, contribution.factory!());
        contribution.resolved = true;
      }
    }
  }

  get<T>(point: ExtensionPoint<T>): T[] {
    return this.withContributors(point).map((contribution) => contribution.value);
  }

  withContributors<T>(point: ExtensionPoint<T>): Array<{ plugin: string; value: T }> {
    const list = this.contributions.get(point.id) ?? [];
    if (list.some((contribution) => !contribution.resolved)) throw new Error(`extension point ${point.id} read before start-up`);
    return list.map((contribution) => ({ plugin: contribution.plugin, value: contribution.value as T }));
  }

  private add(plugin: string, point: ExtensionPoint<unknown>, contribution: Contribution): void {
    if (!this.points.has(point.id)) throw new Error(`plugin ${plugin} contributes to unknown extension point ${point.id}`);
    const list = this.contributions.get(point.id) ?? [];
    if (point.single && list.length > 0)
      throw new Error(`extension point ${point.id} takes one contribution; ${list[0]!.plugin} and ${plugin} both contribute`);
    list.push(contribution);
    this.contributions.set(point.id, list);
  }
}

function checked<T>(plugin: string, point: ExtensionPoint<T>, value: T): T {
  if (!point.schema) return value;
  const result = point.schema.safeParse(value);
  if (!result.success)
    throw new Error(`plugin ${plugin}: invalid contribution to ${point.id}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return value;
}
