import type { Middleware } from 'koa';
import { Problem } from '../../errors.ts';

/** A plugin the configuration leaves off, why, and the route paths it would serve. */
export interface DisabledPlugin {
  id: string;
  reason: string;
  paths: string[];
}

interface PathOwner {
  pattern: RegExp;
  plugin: DisabledPlugin;
}

/**
 * A request no route and no page answered, on a path a disabled plugin would serve, gets a 404 naming the plugin
 * and why it is off (its reason names the setting that turns it on), not a bare "no route" that reads like a typo.
 * Plugins left out of the plugin list are only asked for their paths when an unanswered API path is not a listed
 * plugin's, once: a plugin that is off costs nothing until someone looks for it.
 */
export function disabledPluginRoutes(plugins: DisabledPlugin[], notListed?: () => Promise<DisabledPlugin[]>): Middleware {
  const owners = ownersOf(plugins);
  let notListedOwners: Promise<PathOwner[]> | null = null;
  const ownerOf = async (path: string): Promise<PathOwner | undefined> => {
    const listed = owners.find(({ pattern }) => pattern.test(path));
    if (listed || !notListed || !path.startsWith('/api/')) return listed;
    notListedOwners ??= notListed().then(ownersOf, () => []);
    return (await notListedOwners).find(({ pattern }) => pattern.test(path));
  };
  return async (ctx, next) => {
    await next();
    if (ctx.body != null || (ctx as { matched?: unknown[] }).matched?.length) return;
    const owner = await ownerOf(ctx.path);
    if (!owner) return;
    throw new Problem(404, 'PLUGIN_DISABLED', {
      detail: `${ctx.path} belongs to plugin ${owner.plugin.id}, which is disabled: ${owner.plugin.reason}.`,
      extensions: { plugin: owner.plugin.id, reason: owner.plugin.reason },
    });
  };
}

const ownersOf = (plugins: DisabledPlugin[]): PathOwner[] => plugins.flatMap((plugin) => plugin.paths.map((path) => ({ pattern: pathPattern(path), plugin })));

/** `/api/webhooks/{id}` → a case-insensitive expression for one segment per parameter (the router's matching). */
function pathPattern(path: string): RegExp {
  const literal = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${literal}/?$`, 'i');
}
