import type { paths } from '../api/schema.ts';

// The sandboxes page's state, all of it in the URL so that a link (or a reload) shows the same list: the search,
// the filters, the order and the page. GET /api/sandboxes takes the same names.

type InventoryQuery = NonNullable<paths['/api/sandboxes']['get']['parameters']['query']>;
export type Inventory = paths['/api/sandboxes']['get']['responses'][200]['content']['application/json'];
export type InventorySandbox = Inventory['items'][number];
export type InventorySort = NonNullable<InventoryQuery['sort']>;
export type InventoryState = NonNullable<InventoryQuery['state']>;
export type SortColumn = 'name' | 'gateway' | 'state' | 'created_at';

export const INVENTORY_PAGE_SIZE = 25;
export const INVENTORY_STATES: InventoryState[] = ['creating', 'running', 'stopped', 'deleting', 'completed', 'error'];

export interface InventoryView {
  q: string;
  gateways: string[];
  state: InventoryState | null;
  labels: string[];
  workspace: string;
  sort: InventorySort;
  offset: number;
}

const SORTS = new Set<string>(['name', 'gateway', 'state', 'created_at'].flatMap((column) => [column, `-${column}`]));

/** The view a URL query describes; what it does not say (or says wrongly) is the default. */
export function viewOf(query: URLSearchParams): InventoryView {
  const state = query.get('state');
  const sort = query.get('sort') ?? 'name';
  const offset = Number(query.get('offset') ?? 0);
  return {
    q: query.get('q') ?? '',
    gateways: query.getAll('gateway'),
    state: INVENTORY_STATES.includes(state as InventoryState) ? (state as InventoryState) : null,
    labels: query.getAll('label'),
    workspace: query.get('workspace') ?? '',
    sort: (SORTS.has(sort) ? sort : 'name') as InventorySort,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The page's address for a view: only what differs from the defaults. */
export function inventoryPath(view: InventoryView): string {
  const query = new URLSearchParams();
  if (view.q) query.set('q', view.q);
  for (const gateway of view.gateways) query.append('gateway', gateway);
  if (view.state) query.set('state', view.state);
  for (const label of view.labels) query.append('label', label);
  if (view.workspace) query.set('workspace', view.workspace);
  if (view.sort !== 'name') query.set('sort', view.sort);
  if (view.offset > 0) query.set('offset', String(view.offset));
  const text = query.toString();
  return text ? `/sandboxes?${text}` : '/sandboxes';
}

/** What GET /api/sandboxes is asked for a view. */
export function inventoryQuery(view: InventoryView): InventoryQuery {
  return {
    gateway: view.gateways,
    label: view.labels,
    sort: view.sort,
    offset: view.offset,
    limit: INVENTORY_PAGE_SIZE,
    ...(view.q ? { q: view.q } : {}),
    ...(view.state ? { state: view.state } : {}),
    ...(view.workspace ? { workspace: view.workspace } : {}),
  };
}

export function sortColumnOf(sort: InventorySort): { column: SortColumn; direction: 'ascending' | 'descending' } {
  return sort.startsWith('-') ? { column: sort.slice(1) as SortColumn, direction: 'descending' } : { column: sort as SortColumn, direction: 'ascending' };
}

export function sortOf(column: SortColumn, direction: 'ascending' | 'descending'): InventorySort {
  return (direction === 'descending' ? `-${column}` : column) as InventorySort;
}

/** A sandbox's key in a selection, and as the fleet page takes it: `gateway/name`. */
export const sandboxKey = (sandbox: { gateway: string; name: string }) => `${sandbox.gateway}/${sandbox.name}`;

/** The fleet page with these sandboxes (`gateway/name`) selected. */
export function fleetPathFor(selected: Iterable<string>): string {
  const query = new URLSearchParams();
  for (const key of selected) query.append('sandbox', key);
  return `/fleet?${query}`;
}
