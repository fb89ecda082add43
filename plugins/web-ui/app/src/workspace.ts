import { useLocation } from './router.tsx';

/**
 * The gateway workspace a page shows, from its `?workspace=` (undefined: the gateway's default workspace). Gateway
 * and sandbox pages and every section on them send it with each API call and keep it in their links, so a deep
 * link or a reload stays in the workspace the switcher chose.
 */
export function useWorkspace(): string | undefined {
  return useLocation().query.get('workspace') || undefined;
}
