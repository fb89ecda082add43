import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, expect, onSessionExpired } from './api/client.ts';
import type { paths } from './api/schema.ts';

export type AuthCheck = paths['/api/auth/check']['get']['responses'][200]['content']['application/json'];
export type Role = 'viewer' | 'operator' | 'admin';
/** A plugin's console extension: the module to import and the pages and gateway tabs it adds. */
export type ConsoleExtension = paths['/api/system/ui-contributions']['get']['responses'][200]['content']['application/json']['items'][number];

const RANK: Record<Role, number> = { viewer: 0, operator: 1, admin: 2 };

export interface Session {
  check: AuthCheck;
  /** Ids of the enabled plugins (empty until logged in). */
  plugins: Set<string>;
  /** The console extensions of the enabled plugins (empty until logged in). */
  extensions: ConsoleExtension[];
  /** True once a call found the session gone; the login page says so. */
  expired: boolean;
  refresh(): Promise<void>;
  /** Whether the caller's global role is at least `role`: for what is not on one gateway. */
  can(role: Role): boolean;
  /**
   * The caller's role on `gateway`: where a per-gateway grant makes it differ from the global role, /api/auth/check
   * names it in `gateway_roles` (upwards or downwards); elsewhere the global role holds (docs/roles.md).
   */
  roleOn(gateway: string): Role | null;
  /** Whether the caller's role on `gateway` (`roleOn`) is at least `role`: for everything on one gateway. */
  canOn(gateway: string, role: Role): boolean;
  /**
   * Whether the caller holds `role` on every gateway too: what reaches every gateway at once (identities,
   * webhooks, backups) needs it (docs/roles.md).
   */
  canEverywhere(role: Role): boolean;
  /**
   * Whether the caller holds `role` on at least one gateway, globally or by a per-gateway grant: what acts on many
   * gateways and checks each target's role itself (fleet actions) is offered to them.
   */
  canSomewhere(role: Role): boolean;
}

function atLeast(held: Role | null, role: Role): boolean {
  return held !== null && RANK[held] >= RANK[role];
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

async function enabledPlugins(): Promise<Set<string>> {
  const list = await expect(api.GET('/api/system/plugins', { params: { query: { limit: 500 } } }));
  return new Set(list.items.filter((plugin) => plugin.enabled).map((plugin) => plugin.id));
}

async function consoleExtensions(): Promise<ConsoleExtension[]> {
  return (await expect(api.GET('/api/system/ui-contributions', { params: { query: { limit: 500 } } }))).items;
}

export function SessionProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [check, setCheck] = useState<AuthCheck | null>(null);
  const [plugins, setPlugins] = useState<Set<string>>(new Set());
  const [extensions, setExtensions] = useState<ConsoleExtension[]>([]);
  const [expired, setExpired] = useState(false);

  const refresh = useCallback(async () => {
    const next = await expect(api.GET('/api/auth/check'));
    const [enabled, extended] = next.authenticated ? await Promise.all([enabledPlugins(), consoleExtensions()]) : [new Set<string>(), []];
    setPlugins(enabled);
    setExtensions(extended);
    if (next.authenticated) setExpired(false);
    setCheck(next);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(
    () =>
      onSessionExpired(() => {
        setExpired(true);
        void refresh();
      }),
    [refresh],
  );

  const session = useMemo<Session | null>(() => {
    if (!check) return null;
    // Own members only: a gateway may be named like a member of every object (`constructor`).
    const roleOn = (gateway: string) => (Object.hasOwn(check.gateway_roles, gateway) ? check.gateway_roles[gateway]! : check.role);
    return {
      check,
      plugins,
      extensions,
      expired,
      refresh,
      can: (role) => atLeast(check.role, role),
      roleOn,
      canOn: (gateway, role) => atLeast(roleOn(gateway), role),
      canEverywhere: (role) => atLeast(check.role, role) && check.demoted_on.length === 0,
      canSomewhere: (role) => atLeast(check.role, role) || Object.values(check.gateway_roles).some((granted) => atLeast(granted, role)),
    };
  }, [check, plugins, extensions, expired, refresh]);

  if (!session) return <>{fallback}</>;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
