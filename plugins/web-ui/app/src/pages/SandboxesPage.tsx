import { useState } from 'react';
import {
  Button,
  Cell,
  Checkbox,
  Column,
  Heading,
  Label,
  Link,
  ListBox,
  ListBoxItem,
  Popover,
  Row,
  Select,
  type Selection,
  SelectValue,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useLoad } from '../components/useLoad.ts';
import { navigate, useLocation } from '../router.tsx';
import { useSession } from '../session.tsx';
import { commaList } from './comma-list.ts';
import { gatewayPage, sandboxPage } from './paths.ts';
import {
  fleetPathFor,
  INVENTORY_PAGE_SIZE,
  INVENTORY_STATES,
  type Inventory,
  type InventorySandbox,
  type InventoryView,
  inventoryPath,
  inventoryQuery,
  type SortColumn,
  sandboxKey,
  sortColumnOf,
  sortOf,
  viewOf,
} from './sandbox-inventory.ts';

const ANY_STATE = 'any';

/**
 * Every sandbox of every gateway the caller can see (GET /api/sandboxes): search, filters, order and page live in
 * the URL; sandboxes picked on any page go to the fleet page as its selection.
 */
export function SandboxesPage() {
  const session = useSession();
  const { query } = useLocation();
  const view = viewOf(query);
  const path = inventoryPath(view);
  const inventory = useLoad(() => expect(api.GET('/api/sandboxes', { params: { query: inventoryQuery(view) } })), [path]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A filter change starts again on the first page; the address is replaced, not pushed, while typing.
  const show = (change: Partial<InventoryView>) => navigate(inventoryPath({ ...view, offset: 0, ...change }), { replace: true });
  const canSelect = session.plugins.has('fleet') && view.workspace === '';

  return (
    <>
      <div className="page-head">
        <Heading level={1}>Sandboxes</Heading>
        {canSelect ? (
          <Button className="primary" isDisabled={selected.size === 0} onPress={() => navigate(fleetPathFor(selected))}>
            Fleet action on {selected.size} selected
          </Button>
        ) : null}
      </div>
      <InventoryFilters view={view} show={show} />
      {view.workspace && session.plugins.has('fleet') ? (
        <p className="muted">Fleet actions act in each gateway's default workspace: clear the workspace filter to select sandboxes for one.</p>
      ) : null}
      <ProblemMessage error={inventory.error} />
      {inventory.value?.unavailable.length ? <UnavailableNotice unavailable={inventory.value.unavailable} /> : null}
      <InventoryTable
        view={view}
        page={inventory.value}
        selectable={canSelect}
        selected={selected}
        onSelect={setSelected}
        onSort={(sort) => navigate(inventoryPath({ ...view, sort, offset: 0 }))}
      />
      {inventory.value ? <InventoryPager view={view} total={inventory.value.total} /> : null}
    </>
  );
}

/** The search box and filters; the comma-separated fields keep what is typed, the address what it means. */
function InventoryFilters({ view, show }: { view: InventoryView; show(change: Partial<InventoryView>): void }) {
  const [gateways, setGateways] = useState(view.gateways.join(', '));
  const [labels, setLabels] = useState(view.labels.join(', '));
  return (
    <search className="filters" aria-label="Sandbox filters">
      <Field label="Search by name" type="search" value={view.q} onChange={(q) => show({ q })} />
      <Field
        label="Gateways (names, comma-separated)"
        value={gateways}
        onChange={(text) => {
          setGateways(text);
          show({ gateways: commaList(text) });
        }}
      />
      <Select
        className="field"
        selectedKey={view.state ?? ANY_STATE}
        onSelectionChange={(key) => show({ state: key === ANY_STATE ? null : (key as InventoryView['state']) })}
      >
        <Label>State</Label>
        <Button>
          <SelectValue />
        </Button>
        <Popover>
          <ListBox>
            <ListBoxItem id={ANY_STATE}>Any state</ListBoxItem>
            {INVENTORY_STATES.map((state) => (
              <ListBoxItem key={state} id={state}>
                {state}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <Field
        label="Labels (key:value, comma-separated)"
        value={labels}
        onChange={(text) => {
          setLabels(text);
          show({ labels: commaList(text) });
        }}
      />
      <Field label="Workspace (default: each gateway's own)" value={view.workspace} onChange={(workspace) => show({ workspace: workspace.trim() })} />
    </search>
  );
}

function UnavailableNotice({ unavailable }: { unavailable: Inventory['unavailable'] }) {
  return (
    <div role="status" className="notice" data-testid="unavailable-gateways">
      <p>Not shown: the sandboxes of {unavailable.length === 1 ? 'a gateway that' : 'gateways that'} did not answer.</p>
      <ul>
        {unavailable.map((entry) => (
          <li key={entry.gateway}>
            <Link href={gatewayPage(entry.gateway)}>{entry.gateway}</Link>: {entry.code} ({entry.detail})
          </li>
        ))}
      </ul>
    </div>
  );
}

const SORTABLE: Array<{ id: SortColumn; title: string }> = [
  { id: 'name', title: 'Name' },
  { id: 'gateway', title: 'Gateway' },
  { id: 'state', title: 'State' },
  { id: 'created_at', title: 'Created' },
];

interface TableProps {
  view: InventoryView;
  page: Inventory | null;
  selectable: boolean;
  selected: Set<string>;
  onSelect(selected: Set<string>): void;
  onSort(sort: InventoryView['sort']): void;
}

/** The page's sandboxes; the selection spans pages (what is picked here is added to what was picked elsewhere). */
function InventoryTable({ view, page, selectable, selected, onSelect, onSort }: TableProps) {
  const items = page?.items ?? [];
  const here = items.map(sandboxKey);
  const sorted = sortColumnOf(view.sort);
  const select = (keys: Selection) => {
    const picked = keys === 'all' ? here : [...keys].map(String);
    onSelect(new Set([...[...selected].filter((key) => !here.includes(key)), ...picked]));
  };
  const cells = (sandbox: InventorySandbox) => ({
    name: <Link href={sandboxPage(sandbox.gateway, sandbox.name, view.workspace || undefined)}>{sandbox.name}</Link>,
    gateway: <Link href={gatewayPage(sandbox.gateway)}>{sandbox.gateway}</Link>,
    state: <StatusBadge status={sandbox.state} />,
    created_at: <RelativeTime value={sandbox.created_at} fallback="—" />,
  });
  return (
    <div className="table-scroll">
      <Table
        aria-label="Sandboxes"
        selectionMode={selectable ? 'multiple' : 'none'}
        selectedKeys={here.filter((key) => selected.has(key))}
        onSelectionChange={select}
        sortDescriptor={{ column: sorted.column, direction: sorted.direction } satisfies SortDescriptor}
        onSortChange={(descriptor) => onSort(sortOf(descriptor.column as SortColumn, descriptor.direction))}
      >
        <TableHeader>
          {selectable ? (
            <Column id="select">
              <Checkbox slot="selection" aria-label="Select every sandbox of this page" />
            </Column>
          ) : null}
          {SORTABLE.map((column) => (
            <Column key={column.id} id={column.id} allowsSorting isRowHeader={column.id === 'name'}>
              {({ sortDirection }) => (
                <>
                  {column.title}
                  <span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : sortDirection === 'descending' ? ' ▼' : ''}</span>
                </>
              )}
            </Column>
          ))}
          <Column id="workspace">Workspace</Column>
          <Column id="labels">Labels</Column>
        </TableHeader>
        <TableBody renderEmptyState={() => (page ? 'No sandbox matches.' : 'Loading…')}>
          {items.map((sandbox) => {
            const shown = cells(sandbox);
            return (
              <Row key={sandboxKey(sandbox)} id={sandboxKey(sandbox)}>
                {selectable ? (
                  <Cell>
                    <Checkbox slot="selection" aria-label={`Select ${sandboxKey(sandbox)}`} />
                  </Cell>
                ) : null}
                {SORTABLE.map((column) => (
                  <Cell key={column.id}>{shown[column.id]}</Cell>
                ))}
                <Cell>{sandbox.workspace}</Cell>
                <Cell>
                  {Object.entries(sandbox.labels)
                    .map(([key, value]) => `${key}:${value}`)
                    .join(', ') || '—'}
                </Cell>
              </Row>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

function InventoryPager({ view, total }: { view: InventoryView; total: number }) {
  if (total <= INVENTORY_PAGE_SIZE && view.offset === 0) return null;
  const last = Math.min(view.offset + INVENTORY_PAGE_SIZE, total);
  const go = (offset: number) => navigate(inventoryPath({ ...view, offset }));
  return (
    <nav className="pager" aria-label="Sandboxes pages">
      <Button isDisabled={view.offset === 0} onPress={() => go(Math.max(0, view.offset - INVENTORY_PAGE_SIZE))}>
        Previous
      </Button>
      <span>
        {total === 0 ? 0 : view.offset + 1}–{last} of {total}
      </span>
      <Button isDisabled={last >= total} onPress={() => go(view.offset + INVENTORY_PAGE_SIZE)}>
        Next
      </Button>
    </nav>
  );
}
