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
 */
export function disabledPluginRoutes(plugins: DisabledPlugin[]): Middleware {
  const owners: PathOwner[] = plugins.flatMap((plugin) => plugin.paths.map((path) => ({ pattern: pathPattern(path), plugin })));
  return async (ctx, next) => {
    await next();
    if (owners.length === 0 || ctx.body != null || (ctx as { matched?: unknown[] }).matched?.length) return;
    const owner = owners.find(({ pattern }) => pattern.test(ctx.path));
    if (!owner) return;
    throw new Problem(404, 'PLUGIN_DISABLED', {
      detail: `${ctx.path} belongs to plugin ${owner.plugin.id}, which is disabled: ${owner.plugin.reason}.`,
      extensions: { plugin: owner.plugin.id, reason: owner.plugin.reason },
    });
  };
}

/** `/api/webhooks/{id}` → a case-insensitive expression for one segment per parameter (the router's matching). */
function pathPattern(path: string): RegExp {
  const literal = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${literal}/?$`, 'i');
}
