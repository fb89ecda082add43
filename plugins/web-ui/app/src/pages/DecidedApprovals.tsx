import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';

/** Decisions the gateway can take back: an approval (its rule leaves the policy) or a rejection (pending again). */
const UNDOABLE = new Set(['approved', 'rejected']);

/** A sandbox's approval history, newest first, with an undo on each decision for operators. */
export function DecidedApprovals({ gw, name, version, onUndone }: { gw: string; name: string; version: unknown; onUndone(): void }) {
  const session = useSession();
  const workspace = useWorkspace();
  const load = ({ offset, limit }: Paging) =>
    expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/approvals/history', { params: { path: { gw, name }, query: { offset, limit, workspace } } }));
  type Entry = Awaited<ReturnType<typeof load>>['items'][number];
  const undo = (entry: Entry) =>
    session.canOn(gw, 'operator') && UNDOABLE.has(entry.event_type) ? (
      <ConfirmAction
        label="Undo"
        question={`Undo "${entry.description}"? ${entry.event_type === 'approved' ? 'Its rule leaves the policy.' : 'The request is pending again.'}`}
        action={() =>
          expect(
            api.POST('/api/gateways/{gw}/sandboxes/{name}/approvals/{chunk_id}/undo', {
              params: { path: { gw, name, chunk_id: entry.chunk_id }, query: { workspace } },
            }),
          )
        }
        onDone={onUndone}
      />
    ) : null;
  return (
    <section aria-labelledby="decisions">
      <Heading level={2} id="decisions">
        Approval history
      </Heading>
      <DataList
        label="Approval history"
        load={load}
        version={version}
        pageSize={10}
        keyOf={(entry) => `${entry.chunk_id}/${entry.event_type}/${entry.timestamp}`}
        empty="No request and no decision yet."
        columns={[
          { title: 'When', render: (entry) => <RelativeTime value={entry.timestamp} /> },
          { title: 'What', render: (entry) => entry.description },
          { title: 'Action', render: undo },
        ]}
      />
    </section>
  );
}
