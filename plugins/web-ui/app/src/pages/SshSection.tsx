import { useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import type { paths } from '../api/schema.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { SecretOnce } from '../components/SecretOnce.tsx';
import { useWorkspace } from '../workspace.ts';
import { sshCommand } from './ssh-command.ts';

type SshSession = paths['/api/gateways/{gw}/sandboxes/{name}/ssh']['post']['responses'][201]['content']['application/json'];

/** Hands out a temporary SSH session (its command shown once, to copy) and revokes it or every session of the sandbox. */
export function SshSection({ gw, name }: { gw: string; name: string }) {
  const path = { gw, name };
  const query = { workspace: useWorkspace() };
  const [session, setSession] = useState<SshSession | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [revoked, setRevoked] = useState<number | null>(null);
  const open = async () => {
    setError(null);
    setRevoked(null);
    try {
      setSession(await expect(api.POST('/api/gateways/{gw}/sandboxes/{name}/ssh', { params: { path, query } })));
    } catch (failure) {
      setError(failure);
    }
  };
  const revoke = async (token?: string) => {
    const answer = await expect(api.DELETE('/api/gateways/{gw}/sandboxes/{name}/ssh', { params: { path, query }, ...(token ? { body: { token } } : {}) }));
    setSession(null);
    setRevoked(answer.revoked);
  };
  return (
    <section aria-labelledby="ssh">
      <Heading level={2} id="ssh">
        SSH
      </Heading>
      <div className="toolbar">
        <Button onPress={open}>Open SSH session</Button>
        {session ? (
          <ConfirmAction label="Revoke session" question="End this SSH session? The command stops working." action={() => revoke(session.token)} />
        ) : null}
        <ConfirmAction label="Revoke all sessions" question={`End every SSH session this service opened on ${name}?`} action={() => revoke()} />
      </div>
      <ProblemMessage error={error} />
      {session ? (
        <>
          <SecretOnce label="SSH command" secret={sshCommand(gw, session)} />
          <p className="muted">{session.expires_at ? `Expires ${session.expires_at}.` : 'Does not expire; revoke it when done.'}</p>
        </>
      ) : null}
      {revoked !== null ? (
        <p role="status">
          {revoked} session{revoked === 1 ? '' : 's'} revoked.
        </p>
      ) : null}
    </section>
  );
}
