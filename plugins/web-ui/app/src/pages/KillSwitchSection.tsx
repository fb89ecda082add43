import { Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';

/** The sandbox's kill switch: who holds it (budget, curfew, ceiling, an operator) and a manual engage/resume. */
export function KillSwitchSection({ gw, name }: { gw: string; name: string }) {
  const session = useSession();
  const workspace = useWorkspace();
  const path = { gw, name };
  const query = { workspace };
  const state = useLoad(() => expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/kill-switch', { params: { path, query } })), [gw, name, workspace]);
  const value = state.value;
  return (
    <section aria-labelledby="kill-switch">
      <Heading level={2} id="kill-switch">
        Kill switch
      </Heading>
      <ProblemMessage error={state.error} />
      {value ? (
        <p data-testid="kill-switch-state">
          {value.engaged ? (
            <>
              Engaged ({value.state}) by {value.holders.join(', ')}; providers detached: {value.providers.join(', ') || 'none'}.
            </>
          ) : (
            <>Released: the sandbox keeps its providers.</>
          )}
          {value.pending.length > 0 && !value.failure ? <> Waiting for the gateway to confirm: {value.pending.join(', ')}.</> : null}
        </p>
      ) : null}
      {value?.failure ? (
        <p role="alert" className="problem">
          Not confirmed: {value.failure}. The switch keeps checking; engage again to retry now.
        </p>
      ) : null}
      {value && session.canOn(gw, 'operator') ? (
        value.holders.includes('manual') ? (
          <ConfirmAction
            label="Resume"
            destructive={false}
            question={`Let go of the manual hold on ${name}? Its providers come back once no other owner holds the switch.`}
            action={() => expect(api.POST('/api/gateways/{gw}/sandboxes/{name}/kill-switch/resume', { params: { path, query } }))}
            onDone={state.reload}
          />
        ) : (
          <ConfirmAction
            label="Engage kill switch"
            question={`Detach every provider from ${name} now? They are re-attached when the switch is released.`}
            action={() => expect(api.POST('/api/gateways/{gw}/sandboxes/{name}/kill-switch/engage', { params: { path, query } }))}
            onDone={state.reload}
          />
        )
      ) : null}
    </section>
  );
}
