import { Button, Form } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { CredentialRefreshConfig } from './CredentialRefreshConfig.tsx';

type Provider = paths['/api/gateways/{gw}/providers']['get']['responses'][200]['content']['application/json']['items'][number];
type CredentialStatus = NonNullable<Provider['credential_status']>[number];

interface Target {
  gw: string;
  workspace: string | undefined;
  provider: string;
  onDone: () => void;
}

const ACTION_NAMES: Record<CredentialStatus['recovery_action'], string | null> = {
  retry: 'retry the refresh',
  reauthorize: 'reauthorize: a new credential value',
  fix_configuration: 'fix the configuration',
  investigate: 'investigate',
  unspecified: null,
};

/**
 * Each credential's refresh state and the recovery action it needs, with that action for operators: a refresh
 * retried, a new credential value, a new configuration entry; and the credential's refresh configuration, set or
 * removed. Gateways without credential refresh show none and offer none.
 */
export function CredentialStatusList({ statuses, ...target }: Target & { statuses: Provider['credential_status'] }) {
  if (statuses === null) return <span className="muted">not reported by this gateway</span>;
  if (statuses.length === 0) return <>—</>;
  return (
    <ul className="plain" data-testid={`credential-status-${target.provider}`}>
      {statuses.map((status) => (
        <li key={status.credential_key}>
          <CredentialStatusEntry status={status} {...target} />
        </li>
      ))}
    </ul>
  );
}

function CredentialStatusEntry({ status, ...target }: Target & { status: CredentialStatus }) {
  const session = useSession();
  const action = ACTION_NAMES[status.recovery_action];
  return (
    <>
      {status.credential_key}: {status.state}
      {status.strategy === 'static' ? null : <span className="muted">{` (${status.strategy})`}</span>}
      {action ? <strong>{` — ${action}`}</strong> : null}
      {status.message ? <span className="muted">{` (${status.message})`}</span> : null}
      <RecoveryAction status={status} {...target} />
      {session.canOn(target.gw, 'operator') ? (
        <CredentialRefreshConfig {...target} credentialKey={status.credential_key} configured={status.strategy !== 'static'} />
      ) : null}
    </>
  );
}

function RecoveryAction({ status, gw, workspace, provider, onDone }: Target & { status: CredentialStatus }) {
  const session = useSession();
  const path = { params: { path: { gw, name: provider }, query: { workspace } } };
  const act = useSubmit(async (data) => {
    if (status.recovery_action === 'retry') {
      await expect(
        api.POST('/api/gateways/{gw}/providers/{name}/credentials/{key}/refresh', {
          params: { path: { gw, name: provider, key: status.credential_key }, query: { workspace } },
        }),
      );
    } else if (status.recovery_action === 'reauthorize') {
      await expect(api.PUT('/api/gateways/{gw}/providers/{name}', { ...path, body: { credentials: { [status.credential_key]: String(data.get('value')) } } }));
    } else {
      await expect(api.PUT('/api/gateways/{gw}/providers/{name}', { ...path, body: { config: { [String(data.get('key'))]: String(data.get('value')) } } }));
    }
    onDone();
  });
  if (!session.canOn(gw, 'operator') || !['retry', 'reauthorize', 'fix_configuration'].includes(status.recovery_action)) return null;
  return (
    <Form onSubmit={act.onSubmit} className="inline-form">
      {status.recovery_action === 'reauthorize' ? <Field label={`New value of ${status.credential_key}`} name="value" type="password" isRequired /> : null}
      {status.recovery_action === 'fix_configuration' ? (
        <>
          <Field label={`Setting of ${provider}`} name="key" isRequired placeholder="token_url" />
          <Field label="Value" name="value" isRequired />
        </>
      ) : null}
      <Button type="submit" isDisabled={act.busy}>
        {BUTTONS[status.recovery_action]} {status.credential_key}
      </Button>
      <ProblemMessage error={act.error} />
    </Form>
  );
}

const BUTTONS: Record<string, string> = { retry: 'Retry refresh of', reauthorize: 'Rotate', fix_configuration: 'Reconfigure for' };
