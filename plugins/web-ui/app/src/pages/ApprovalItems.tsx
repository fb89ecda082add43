import { type ReactNode, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { ApiError, api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';
import { QuorumTally } from './QuorumTally.tsx';
import { RuleEditor } from './RuleEditor.tsx';

export type Chunk = paths['/api/gateways/{gw}/approvals/pending']['get']['responses'][200]['content']['application/json']['items'][number];

/** One pending chunk: what the agent was denied, and (for operators) approve or reject with a reason. */
export function ApprovalItem({ gw, chunk, onDecided, context }: { gw: string; chunk: Chunk; onDecided(): void; context?: ReactNode }) {
  const session = useSession();
  const [error, setError] = useState<unknown>(null);
  // Bumped by each vote this page casts, so the tally shows it.
  const [votes, setVotes] = useState(0);
  const path = { gw, chunk_id: chunk.chunk_id };
  const query = { sandbox: chunk.sandbox, workspace: useWorkspace() };
  const approve = async () => {
    setError(null);
    try {
      const answer = await expect(
        api.POST('/api/gateways/{gw}/approvals/{chunk_id}/approve', {
          params: { path, query },
          body: chunk.review_token ? { review_token: chunk.review_token } : {},
        }),
      );
      // Under a workflow an approval is a vote: the chunk stays pending until the quorum is reached.
      if (answer.status === 'vote_recorded') setVotes((count) => count + 1);
      else onDecided();
    } catch (failure) {
      setError(failure);
    }
  };
  const reject = useSubmit(async (data) => {
    await expect(api.POST('/api/gateways/{gw}/approvals/{chunk_id}/reject', { params: { path, query }, body: { reason: String(data.get('reason') ?? '') } }));
    onDecided();
  });
  const endpoint = `${chunk.endpoint.host ?? '?'}:${chunk.endpoint.port ?? '?'}`;
  return (
    <li className="approval" aria-label={`${chunk.binary} to ${endpoint}`}>
      <div>
        {context ? <>{context}: </> : null}
        <strong>{chunk.binary}</strong> → <code>{endpoint}</code> on <em>{chunk.sandbox}</em>
        <span className="muted">
          {' '}
          · rule {chunk.rule_name} · seen {chunk.hit_count}×
        </span>
        {chunk.security_flagged ? <p className="notice">Security note: {chunk.security_notes}</p> : null}
        {chunk.rationale ? <p className="muted">{chunk.rationale}</p> : null}
        {session.plugins.has('approvals-quorum') ? <QuorumTally gw={gw} chunk_id={chunk.chunk_id} sandbox={chunk.sandbox} version={votes} /> : null}
      </div>
      {session.canOn(gw, 'operator') ? (
        <div className="toolbar">
          <Button className="primary" onPress={approve}>
            Approve
          </Button>
          <RuleEditor gw={gw} chunk={chunk} onApproved={onDecided} />
          <Form onSubmit={reject.onSubmit} className="inline-form">
            <Field label="Reason" name="reason" />
            <Button type="submit" isDisabled={reject.busy}>
              Reject
            </Button>
          </Form>
        </div>
      ) : null}
      {error instanceof ApiError && error.problem.status === 423 ? (
        <p className="notice lock" role="status">
          Locked: the policy of {chunk.sandbox} is pinned; unpin it to decide.
        </p>
      ) : null}
      <ProblemMessage error={error ?? reject.error} />
    </li>
  );
}
