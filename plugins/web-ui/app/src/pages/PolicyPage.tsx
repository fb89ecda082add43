import { Button, Form, Heading, Link } from 'react-aria-components';
import { api, expect, expectOptional } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { useWorkspace } from '../workspace.ts';
import { ApplyYaml, PresetsSection, RevisionsSection } from './PolicyTools.tsx';
import { sandboxPage } from './paths.ts';

interface NetworkRule {
  endpoints?: { host?: string; port?: number }[];
  binaries?: { path: string }[];
}

/** The pin, or `current: null` when there is none (the API answers 404 then). */
async function pinOf(gw: string, name: string, workspace: string | undefined) {
  return {
    current: await expectOptional(api.GET('/api/gateways/{gw}/sandboxes/{name}/policy/pin', { params: { path: { gw, name }, query: { workspace } } })),
  };
}

/** The active policy's network rules, and the pin that freezes it. */
export function PolicyPage({ gw, name }: { gw: string; name: string }) {
  const session = useSession();
  const workspace = useWorkspace();
  const path = { gw, name };
  const query = { workspace };
  const policy = useLoad(() => expect(api.GET('/api/gateways/{gw}/sandboxes/{name}/policy', { params: { path, query } })), [gw, name, workspace]);
  const pinState = useLoad(() => pinOf(gw, name, workspace), [gw, name, workspace]);
  const pin = { value: pinState.value?.current ?? null, error: pinState.error, reload: pinState.reload, loaded: pinState.value !== null };
  const pinForm = useSubmit(async (data) => {
    const expires = String(data.get('expires_at') ?? '');
    await expect(
      api.POST('/api/gateways/{gw}/sandboxes/{name}/policy/pin', {
        params: { path, query },
        body: { reason: String(data.get('reason')), ...(expires ? { expires_at: new Date(expires).toISOString() } : {}) },
      }),
    );
    pin.reload();
  });
  const rules = Object.entries((policy.value?.policy.network_policies ?? {}) as Record<string, NetworkRule>);
  return (
    <>
      <p>
        <Link href={sandboxPage(gw, name, workspace)}>← {name}</Link>
      </p>
      <Heading level={1}>Policy of {name}</Heading>
      <ProblemMessage error={policy.error ?? pin.error} />
      {pin.value ? (
        <div className="notice lock" role="status" data-testid="pin">
          Locked: pinned by {pin.value.pinned_by} ({pin.value.reason}){pin.value.expires_at ? ` until ${pin.value.expires_at}` : ''}.
          {session.canOn(gw, 'operator') ? (
            <ConfirmAction
              label="Unpin"
              question="Unpin the policy? Writes and approvals are accepted again."
              action={() => expect(api.DELETE('/api/gateways/{gw}/sandboxes/{name}/policy/pin', { params: { path, query } }))}
              onDone={pin.reload}
            />
          ) : null}
        </div>
      ) : null}
      {policy.value ? <p>Active version {policy.value.active_version}</p> : null}
      <Heading level={2}>Network rules</Heading>
      {rules.length === 0 ? (
        <p>No network access is allowed.</p>
      ) : (
        <ul aria-label="Network rules">
          {rules.map(([key, rule]) => (
            <li key={key}>
              <code>{key}</code>: {(rule.endpoints ?? []).map((endpoint) => `${endpoint.host}:${endpoint.port}`).join(', ')} for{' '}
              {(rule.binaries ?? []).map((binary) => binary.path).join(', ') || 'any binary'}
            </li>
          ))}
        </ul>
      )}
      {session.canOn(gw, 'operator') && !pin.value ? (
        <>
          <PresetsSection gw={gw} name={name} onChanged={policy.reload} />
          <ApplyYaml gw={gw} name={name} onChanged={policy.reload} />
        </>
      ) : null}
      <RevisionsSection gw={gw} name={name} version={policy.value?.active_version} />
      {pin.loaded && !pin.value && session.canOn(gw, 'operator') ? (
        <section aria-labelledby="pin-heading">
          <Heading level={2} id="pin-heading">
            Pin
          </Heading>
          <Form onSubmit={pinForm.onSubmit}>
            <Field label="Reason" name="reason" isRequired />
            <Field label="Expires (optional)" name="expires_at" type="datetime-local" />
            <ProblemMessage error={pinForm.error} />
            <Button type="submit" isDisabled={pinForm.busy}>
              Pin policy
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
