import { api, expect } from '../api/client.ts';
import { useLoad } from '../components/useLoad.ts';
import { useWorkspace } from '../workspace.ts';

/** Where a chunk stands under the sandbox's approval workflow: votes cast of votes required, and who voted. */
export function QuorumTally({ gw, chunk_id, sandbox, version }: { gw: string; chunk_id: string; sandbox: string; version: unknown }) {
  const workspace = useWorkspace();
  const decisions = useLoad(
    () => expect(api.GET('/api/gateways/{gw}/approvals/{chunk_id}/decisions', { params: { path: { gw, chunk_id }, query: { sandbox, workspace } } })),
    [gw, chunk_id, sandbox, workspace, version],
  );
  const value = decisions.value;
  if (!value?.workflow) return null;
  const voters = value.votes.map((vote) => vote.voter).join(', ');
  return (
    <p className="muted" data-testid="tally">
      Votes {value.tally.approve}/{value.required ?? '?'}
      {value.escalated ? ' · escalated' : ''}
      {voters ? ` · by ${voters}` : ''}
    </p>
  );
}
