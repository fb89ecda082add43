import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { DataList, type Paging } from '../components/DataList.tsx';

/** The selector's parts in the order the form asks for them (a PostgreSQL audit row keeps no key order). */
const SELECTOR_PARTS = ['gateways', 'gateway_labels', 'sandbox_labels', 'sandboxes', 'states'];

/** `{gateways: [a, b], states: [running]}` → `gateways a, b; states running`, or everything when nothing narrows. */
function selectorText(selector: unknown): string {
  const parts = (selector ?? {}) as Record<string, string[] | undefined>;
  const shown = SELECTOR_PARTS.filter((part) => parts[part]?.length).map((part) => `${part} ${parts[part]!.join(', ')}`);
  return shown.join('; ') || 'every sandbox';
}

/**
 * Past fleet actions (admin): the API keeps no list of its own, but each run is audited as `fleet.action` with its
 * action, parameters, selector and operation.
 */
export function FleetHistory({ version }: { version: unknown }) {
  return (
    <section aria-labelledby="fleet-history">
      <Heading level={2} id="fleet-history">
        Past fleet actions
      </Heading>
      <DataList
        label="Past fleet actions"
        version={version}
        keyOf={(entry) => String(entry.id)}
        load={(paging: Paging) => expect(api.GET('/api/audit', { params: { query: { action: 'fleet.action', ...paging } } }))}
        columns={[
          { title: 'When', render: (entry) => entry.timestamp },
          { title: 'Action', render: (entry) => <code>{String(entry.detail?.action ?? '?')}</code> },
          { title: 'Selector', render: (entry) => selectorText(entry.detail?.selector) },
          { title: 'By', render: (entry) => entry.actor },
          { title: 'Operation', render: (entry) => <code>{entry.resource_id}</code> },
        ]}
        empty="No fleet action yet."
      />
    </section>
  );
}
