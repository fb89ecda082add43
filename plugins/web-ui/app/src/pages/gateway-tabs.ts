import type { Session } from '../session.tsx';

/** A tab of the gateway page, at `/gateways/{gw}/{id}`; `module`: a console extension's tab. */
export interface GatewayTab {
  id: string;
  label: string;
  module?: string;
}

/** The gateway page's own tabs, first the one `/gateways/{gw}` opens. */
export const BUILT_IN_TABS: GatewayTab[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'sandboxes', label: 'Sandboxes' },
  { id: 'providers', label: 'Providers' },
  { id: 'guards', label: 'Policy guards' },
  { id: 'settings', label: 'Settings' },
];

/** The built-in tabs, then those the enabled plugins' console extensions add that the caller's role there may see. */
export function gatewayTabs(session: Session, gw: string): GatewayTab[] {
  const tabs = [...BUILT_IN_TABS];
  for (const extension of session.extensions) {
    for (const tab of extension.gateway_tabs) {
      if (session.canOn(gw, tab.role) && !tabs.some((other) => other.id === tab.id)) tabs.push({ ...tab, module: extension.module });
    }
  }
  return tabs;
}
