// Links between pages, and the API paths they mirror, in one place.
const segment = encodeURIComponent;

export const gatewayPage = (gw: string) => `/gateways/${segment(gw)}`;
export const sandboxPage = (gw: string, name: string) => `/gateways/${segment(gw)}/sandboxes/${segment(name)}`;
export const policyPage = (gw: string, name: string) => `${sandboxPage(gw, name)}/policy`;
