import { useState } from 'react';
import { Button, Form, Heading, Link } from 'react-aria-components';
import { ApiError, api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { useLoad } from '../components/useLoad.ts';
import { sandboxPage } from './paths.ts';

type LinkView = paths['/api/decision-links/{token}']['get']['responses'][200]['content']['application/json'];
type Decided = paths['/api/decision-links/{token}/decide']['post']['responses'][200]['content']['application/json'];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The rule an approval merges beside the rule of the same name in force now (docs/decision-links.md §2). */
function PolicyChange({ view }: { view: LinkView }) {
  const name = view.chunk.rule_name;
  return (
    <section aria-labelledby="policy-change">
      <Heading level={2} id="policy-change">
        Policy change
      </Heading>
      {view.current_rule ? (
        <div className="diff-sides">
          <ScrollingText aria-label={`${name} now`}>{json(view.current_rule)}</ScrollingText>
          <ScrollingText aria-label={`${name} after approval`}>{json(view.chunk.suggested_action.rule)}</ScrollingText>
        </div>
      ) : (
        <ul className="diff">
          <li className="diff-added">
            <ins>+ {name}</ins> (a new rule)
            <ScrollingText aria-label={`${name} after approval`}>{json(view.chunk.suggested_action.rule)}</ScrollingText>
          </li>
        </ul>
      )}
    </section>
  );
}

function ChunkFacts({ view }: { view: LinkView }) {
  const { chunk } = view;
  return (
    <dl className="facts" data-testid="chunk-facts">
      <dt>Sandbox</dt>
      <dd>
        <Link href={sandboxPage(view.gateway, view.sandbox, view.workspace)}>{view.sandbox}</Link> on {view.gateway}
      </dd>
      <dt>Endpoint</dt>
      <dd>
        <code>
          {chunk.endpoint.host ?? '?'}:{chunk.endpoint.port ?? '?'}
        </code>
        {chunk.method || chunk.path ? ` ${chunk.method ?? ''} ${chunk.path ?? ''}` : null}
      </dd>
      <dt>Binary</dt>
      <dd>
        <code>{chunk.binary}</code>
      </dd>
      <dt>Rationale</dt>
      <dd>{chunk.rationale || '—'}</dd>
      <dt>Security notes</dt>
      <dd>{chunk.security_notes || 'none'}</dd>
      <dt>Status</dt>
      <dd>{chunk.status}</dd>
    </dl>
  );
}

function Outcome({ decided }: { decided: Decided }) {
  const text =
    decided.status === 'vote_recorded'
      ? `Your vote is recorded (${String(decided.votes)} of ${String(decided.required)}); the chunk is approved when the quorum is reached.`
      : `The chunk is ${decided.status}.`;
  return (
    <p role="status" className="notice" data-testid="outcome">
      {text}
    </p>
  );
}

/** Where a decision link from an e-mail, a push notification or a chat message lands: review, then confirm. */
export function DecisionLinkPage({ token }: { token: string }) {
  const view = useLoad(() => expect(api.GET('/api/decision-links/{token}', { params: { path: { token } } })), [token]);
  const [decided, setDecided] = useState<Decided | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      setDecided(await expect(api.POST('/api/decision-links/{token}/decide', { params: { path: { token } }, body: { decision, reason } })));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  if (view.error) {
    const gone = view.error instanceof ApiError && view.error.problem.status === 410;
    return (
      <>
        <Heading level={1}>Decision link</Heading>
        <ProblemMessage error={view.error} />
        {gone ? (
          <p>
            Decide in the <Link href="/approvals">approvals inbox</Link> instead.
          </p>
        ) : null}
      </>
    );
  }
  if (!view.value) return <p role="status">Loading…</p>;
  const { action, chunk } = view.value;
  const choices = action === 'open' ? (['approve', 'reject'] as const) : [action];
  return (
    <>
      <Heading level={1}>Decide: {chunk.binary}</Heading>
      <p className="muted">
        This link expires at {view.value.expires_at}. You decide as yourself, with your role on {view.value.gateway}.
      </p>
      {view.value.changed ? (
        <p className="notice" role="status">
          The gateway re-evaluated this request since the notification was sent; review it in the approvals inbox.
        </p>
      ) : null}
      <ChunkFacts view={view.value} />
      <PolicyChange view={view.value} />
      {decided ? (
        <Outcome decided={decided} />
      ) : (
        <Form onSubmit={(event) => event.preventDefault()} aria-label="Confirm the decision">
          {choices.includes('reject') ? <Field label="Reason (for a rejection)" name="reason" value={reason} onChange={setReason} /> : null}
          <div className="toolbar">
            {choices.map((choice) => (
              <Button key={choice} className={choice === 'approve' ? 'primary' : ''} isDisabled={busy} onPress={() => decide(choice)}>
                {choice === 'approve' ? 'Confirm approval' : 'Confirm rejection'}
              </Button>
            ))}
          </div>
          <ProblemMessage error={error} />
        </Form>
      )}
    </>
  );
}
