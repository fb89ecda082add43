import { Heading, Link } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { CopyButton } from '../components/CopyButton.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { ScrollingText } from '../components/ScrollingText.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useLoad } from '../components/useLoad.ts';
import { ExtensionSandboxSections } from '../extensions/ExtensionSections.tsx';
import { useSandboxLive } from '../live/useSandboxLive.ts';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';
import { ApprovalItem } from './ApprovalItems.tsx';
import { ApprovalWorkflowSection } from './ApprovalWorkflowSection.tsx';
import { BudgetSection } from './BudgetSection.tsx';
import { DecidedApprovals } from './DecidedApprovals.tsx';
import { ExecPanel } from './ExecPanel.tsx';
import { KillSwitchSection } from './KillSwitchSection.tsx';
import { LeaseSection } from './LeaseSection.tsx';
import { gatewayTabPage, policyPage } from './paths.ts';
import { SandboxActions } from './SandboxActions.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import { SshSection } from './SshSection.tsx';

/**
 * What the reviewer saw, so that approve-all approves exactly those chunks: their review tokens (gateways that
 * issue none get an empty body and approve what is pending).
 */
function reviewedSelection(chunks: { chunk_id: string; review_token: string | null }[]) {
  if (chunks.some((chunk) => !chunk.review_token)) return {};
  return { approvals: chunks.map((chunk) => ({ chunk_id: chunk.chunk_id, review_token: chunk.review_token! })) };
}

export function SandboxDetailPage({ gw, name }: { gw: string; name: string }) {
  const session = useSession();
  // Every call and link of the page and its sections names the workspace of its `?workspace=` (app/src/workspace.ts).
  const workspace = useWorkspace();
  const query = { workspace };
  const live = useSandboxLive(gw, name, workspace);
  const sandbox = useLoad(
    () => expect(api.GET('/api/gateways/{gw}/sandboxes/{name}', { params: { path: { gw, name }, query } })),
    [gw, name, workspace, live.status],
  );
  const pending = useLoad(
    () =>
      session.plugins.has('approvals')
        ? expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/approvals/pending', { params: { path: { gw, name }, query } }))
        : Promise.resolve({ items: [], total: 0 }),
    [gw, name, workspace, live.approvals],
  );
  const state = sandbox.value?.state ?? 'unknown';
  return (
    <>
      <p>
        <Link href={gatewayTabPage(gw, 'sandboxes', workspace)}>← {gw}</Link>
      </p>
      <div className="page-head">
        <Heading level={1}>
          Sandbox {name} <StatusBadge status={state} />
        </Heading>
        {session.canOn(gw, 'operator') ? <SandboxActions gw={gw} name={name} state={state} /> : null}
      </div>
      <ProblemMessage error={sandbox.error} />
      {sandbox.value ? (
        <dl className="facts">
          {workspace ? (
            <>
              <dt>Workspace</dt>
              <dd data-testid="sandbox-workspace">{workspace}</dd>
            </>
          ) : null}
          <dt>Id</dt>
          <dd>
            <code>{sandbox.value.id}</code> <CopyButton text={sandbox.value.id} what="the sandbox id" />
          </dd>
          <dt>Image</dt>
          <dd>
            <code>{sandbox.value.image}</code>
          </dd>
          <dt>Phase</dt>
          <dd>{sandbox.value.phase}</dd>
          {sandbox.value.not_ready ? (
            <>
              <dt>Why not running</dt>
              <dd data-testid="not-ready">{sandbox.value.not_ready.reason}</dd>
            </>
          ) : null}
          {sandbox.value.configuration ? (
            <>
              <dt>Configuration</dt>
              <dd>
                {sandbox.value.configuration.admission}
                {sandbox.value.configuration.error ? `: ${sandbox.value.configuration.error}` : ''}
              </dd>
            </>
          ) : null}
          {sandbox.value.provisioning?.deadline ? (
            <>
              <dt>Provisioning deadline</dt>
              <dd>{sandbox.value.provisioning.deadline}</dd>
            </>
          ) : null}
          {sandbox.value.exit_code !== null ? (
            <>
              <dt>Exit code</dt>
              <dd>{sandbox.value.exit_code}</dd>
            </>
          ) : null}
          {sandbox.value.workload_template ? (
            <>
              <dt>Gateway template</dt>
              <dd data-testid="workload-template">{sandbox.value.workload_template}</dd>
            </>
          ) : null}
          <dt>Providers</dt>
          <dd>{sandbox.value.providers.join(', ') || '—'}</dd>
          <dt>Policy</dt>
          <dd>
            version {sandbox.value.current_policy_version} · <Link href={policyPage(gw, name, workspace)}>Policy</Link>
          </dd>
        </dl>
      ) : null}
      {session.plugins.has('approvals') ? (
        <section aria-labelledby="pending">
          <Heading level={2} id="pending">
            Pending approvals ({pending.value?.total ?? 0})
          </Heading>
          <ProblemMessage error={pending.error} />
          {session.canOn(gw, 'operator') && (pending.value?.total ?? 0) > 1 ? (
            <ConfirmAction
              label="Approve all"
              destructive={false}
              question={`Approve all ${pending.value!.total} pending chunks of ${name} (security-flagged ones excepted)?`}
              action={() =>
                expect(
                  api.POST('/api/gateways/{gw}/sandboxes/{name}/approvals/approve-all', {
                    params: { path: { gw, name }, query },
                    body: reviewedSelection(pending.value!.items),
                  }),
                )
              }
              onDone={pending.reload}
            />
          ) : null}
          {session.canOn(gw, 'operator') && (pending.value?.total ?? 0) > 0 ? (
            <ConfirmAction
              label="Clear pending"
              question={`Dismiss all ${pending.value!.total} pending chunks of ${name} without a decision? The agent keeps being denied.`}
              action={() => expect(api.POST('/api/gateways/{gw}/sandboxes/{name}/approvals/clear', { params: { path: { gw, name }, query } }))}
              onDone={pending.reload}
            />
          ) : null}
          <ul className="approvals">
            {(pending.value?.items ?? []).map((chunk) => (
              <ApprovalItem key={chunk.chunk_id} gw={gw} chunk={chunk} onDecided={pending.reload} />
            ))}
          </ul>
        </section>
      ) : null}
      {session.plugins.has('approvals-quorum') ? <ApprovalWorkflowSection gw={gw} name={name} onChanged={pending.reload} /> : null}
      {session.plugins.has('approvals') ? <DecidedApprovals gw={gw} name={name} version={pending.value} onUndone={pending.reload} /> : null}
      {session.plugins.has('services') ? <ServicesSection gw={gw} name={name} /> : null}
      {session.canOn(gw, 'operator') && state === 'running' ? <ExecPanel gw={gw} name={name} /> : null}
      {session.canOn(gw, 'operator') && state === 'running' ? <SshSection gw={gw} name={name} /> : null}
      {session.plugins.has('kill-switch') ? <KillSwitchSection gw={gw} name={name} /> : null}
      {session.plugins.has('budgets') ? <BudgetSection gw={gw} name={name} /> : null}
      {session.plugins.has('sandbox-leases') ? <LeaseSection gw={gw} name={name} /> : null}
      <ExtensionSandboxSections gw={gw} name={name} workspace={workspace} />
      <section aria-labelledby="logs">
        <Heading level={2} id="logs">
          Live logs
        </Heading>
        <p role="status" className="muted">
          Connection: <span data-testid="connection">{live.connection}</span>
          {live.dropped ? <> · {live.dropped} dropped</> : null}
          {live.upstreamError ? (
            <>
              {' '}
              · <span className="problem-inline">{live.upstreamError}</span>
            </>
          ) : null}
          {live.endedReason ? (
            <>
              {' '}
              ·{' '}
              <span className="problem-inline" data-testid="stream-ended">
                {live.endedReason}
              </span>
            </>
          ) : null}
        </p>
        <ScrollingText className="log" role="log" aria-label="Log lines" data-testid="logs">
          {live.logs.map((line) => `${line.timestamp} ${line.level ?? ''} ${line.message}`).join('\n')}
        </ScrollingText>
      </section>
      <section aria-labelledby="events">
        <Heading level={2} id="events">
          Events
        </Heading>
        {live.events.length === 0 ? (
          <p className="muted">No event since the page opened.</p>
        ) : (
          <ul className="events">
            {live.events
              .slice(-20)
              .reverse()
              .map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events carry no id, and two may share a timestamp
                <li key={`${event.timestamp}-${index}`}>
                  <time>{event.timestamp}</time> {event.type} {event.reason}: {event.message}
                </li>
              ))}
          </ul>
        )}
      </section>
    </>
  );
}
