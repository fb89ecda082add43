import { api, expect } from '../api/client.ts';
import { visibleNavItems } from '../navigation.ts';
import { gatewayPage, sandboxPage } from '../pages/paths.ts';
import type { Session } from '../session.tsx';

/** One place the palette can go: its words, what kind of place it is, and its address. */
export interface PaletteCommand {
  label: string;
  kind: 'Page' | 'Gateway' | 'Sandbox';
  href: string;
}

/** Sandboxes are listed for at most this many gateways: beyond it the palette offers the gateways to open. */
const SANDBOX_GATEWAYS = 20;

/** The pages the caller may open, every gateway it can see, and the sandboxes of the first gateways. */
export async function paletteCommands(session: Session): Promise<PaletteCommand[]> {
  const pages: PaletteCommand[] = visibleNavItems(session).map((item) => ({ label: item.label, kind: 'Page', href: item.path }));
  if (!session.plugins.has('gateways')) return pages;
  const gateways = (await expect(api.GET('/api/gateways', { params: { query: { limit: 1000, label: [] } } })).catch(() => ({ items: [] }))).items;
  const sandboxes = session.plugins.has('sandboxes') ? await sandboxCommands(gateways.slice(0, SANDBOX_GATEWAYS).map((gateway) => gateway.name)) : [];
  return [...pages, ...gateways.map((gateway): PaletteCommand => ({ label: gateway.name, kind: 'Gateway', href: gatewayPage(gateway.name) })), ...sandboxes];
}

async function sandboxCommands(gateways: string[]): Promise<PaletteCommand[]> {
  const lists = await Promise.all(
    gateways.map(async (gw) => {
      const page = await expect(api.GET('/api/gateways/{gw}/sandboxes', { params: { path: { gw }, query: { limit: 200, label: [] } } })).catch(() => ({
        items: [],
      }));
      return page.items.map((sandbox): PaletteCommand => ({ label: `${sandbox.name} on ${gw}`, kind: 'Sandbox', href: sandboxPage(gw, sandbox.name) }));
    }),
  );
  return lists.flat();
}
