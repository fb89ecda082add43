// Links between pages, and the API paths they mirror, in one place. A page of a gateway workspace other than the
// gateway's default carries it as `?workspace=` (app/src/workspace.ts).
const segment = encodeURIComponent;

const inWorkspace = (path: string, workspace: string | undefined) => (workspace ? `${path}?workspace=${segment(workspace)}` : path);

export const gatewayPage = (gw: string, workspace?: string) => inWorkspace(`/gateways/${segment(gw)}`, workspace);
export const sandboxPage = (gw: string, name: string, workspace?: string) => inWorkspace(`/gateways/${segment(gw)}/sandboxes/${segment(name)}`, workspace);
export const policyPage = (gw: string, name: string, workspace?: string) =>
  inWorkspace(`/gateways/${segment(gw)}/sandboxes/${segment(name)}/policy`, workspace);
/** A tab of the gateway page; the overview is the page itself. */
export const gatewayTabPage = (gw: string, tab: string, workspace?: string) =>
  inWorkspace(tab === 'overview' ? `/gateways/${segment(gw)}` : `/gateways/${segment(gw)}/${segment(tab)}`, workspace);
