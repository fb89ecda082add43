import type { Role, Session } from './session.tsx';

export interface NavItem {
  path: string;
  label: string;
  /** Shown only while this plugin is enabled. */
  plugin?: string;
  /** Shown only to callers with at least this role. */
  role?: Role;
}

/** The console's sections, each tied to the plugin that serves it and the least role that may see it. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/', label: 'Overview' },
  { path: '/gateways', label: 'Gateways', plugin: 'gateways' },
  { path: '/sandboxes', label: 'Sandboxes', plugin: 'sandboxes' },
  { path: '/approvals', label: 'Approvals', plugin: 'approvals' },
  { path: '/usage', label: 'Usage', plugin: 'metering' },
  { path: '/budget-rules', label: 'Budget rules', plugin: 'budgets', role: 'viewer' },
  { path: '/preset-rules', label: 'Preset rules', plugin: 'policies', role: 'viewer' },
  { path: '/fleet', label: 'Fleet', plugin: 'fleet' },
  { path: '/fleet-config', label: 'Fleet config', plugin: 'fleet-config', role: 'operator' },
  { path: '/users', label: 'Users', plugin: 'users', role: 'admin' },
  { path: '/groups', label: 'Groups', plugin: 'users', role: 'admin' },
  { path: '/service-principals', label: 'Service principals', plugin: 'service-principals', role: 'admin' },
  { path: '/audit', label: 'Audit', plugin: 'audit', role: 'admin' },
  { path: '/webhooks', label: 'Webhooks', plugin: 'webhooks', role: 'admin' },
  { path: '/system', label: 'System' },
];

/** The pages console extensions add that a link can reach as they are (no `:parameter` in their path). */
function extensionNavItems(session: Session): NavItem[] {
  return session.extensions.flatMap((extension) =>
    extension.pages.filter((page) => !page.path.includes(':')).map((page) => ({ path: page.path, label: page.label, role: page.role })),
  );
}

export function visibleNavItems(session: Session): NavItem[] {
  return [...NAV_ITEMS, ...extensionNavItems(session)].filter(
    (item) => (!item.plugin || session.plugins.has(item.plugin)) && (!item.role || session.can(item.role)),
  );
}
