import { Link } from 'react-aria-components';
import { api, expect } from '../../api/client.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useLoad } from '../../components/useLoad.ts';
import { sandboxPage } from '../paths.ts';
import { OverviewCard } from './OverviewCard.tsx';

const STATES = ['running', 'creating', 'stopped', 'completed', 'error', 'deleting'] as const;
/** Sandboxes counted: one inventory page; a larger fleet is counted from its first page, and the card says so. */
const COUNTED = 1000;
const NOT_READY_SHOWN = 5;

/** Sandboxes by state across every gateway the caller can see, and the first few that are not ready and why. */
export function SandboxStates() {
  const inventory = useLoad(() => expect(api.GET('/api/sandboxes', { params: { query: { limit: COUNTED, gateway: [], label: [] } } })), []);
  const items = inventory.value?.items ?? [];
  const notReady = items.filter((sandbox) => sandbox.not_ready !== null).slice(0, NOT_READY_SHOWN);
  const none = inventory.value !== null && inventory.value.total === 0;
  return (
    <OverviewCard
      id="sandbox-states"
      title="Sandboxes by state"
      error={inventory.error}
      loading={inventory.value === null}
      empty={none ? 'No sandbox yet: create one from a gateway\u2019s page, or run a fleet action.' : null}
    >
      <ul className="tiles">
        {STATES.map((state) => (
          <li key={state} className="tile">
            <Link href={`/sandboxes?state=${state}`} aria-label={`${state}: ${items.filter((sandbox) => sandbox.state === state).length} sandboxes`}>
              <StatusBadge status={state} />
            </Link>
            <span className="count">{items.filter((sandbox) => sandbox.state === state).length}</span>
          </li>
        ))}
      </ul>
      {inventory.value && inventory.value.total > items.length ? (
        <p className="muted">
          Counted over the first {items.length} of {inventory.value.total} sandboxes.
        </p>
      ) : null}
      {inventory.value?.unavailable.length ? (
        <p className="notice">Not counted (no answer): {inventory.value.unavailable.map((gateway) => gateway.gateway).join(', ')}.</p>
      ) : null}
      {notReady.length ? (
        <>
          <Heading3>Not ready</Heading3>
          <ul>
            {notReady.map((sandbox) => (
              <li key={`${sandbox.gateway}/${sandbox.workspace}/${sandbox.name}`}>
                <Link href={sandboxPage(sandbox.gateway, sandbox.name, sandbox.workspace)}>
                  {sandbox.gateway} / {sandbox.name}
                </Link>{' '}
                <StatusBadge status={sandbox.state} /> <span className="muted">— {sandbox.not_ready!.reason}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </OverviewCard>
  );
}

function Heading3({ children }: { children: string }) {
  return <h3 className="overview-subhead">{children}</h3>;
}
