import { useState } from 'react';
import { Button, Form, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { useLoad } from '../components/useLoad.ts';
import { useSubmit } from '../components/useSubmit.ts';

interface IssuedCode {
  code: string;
  expires_at: string;
  command: string;
}

/**
 * The chat account linked to you (the chat_blocks channel's buttons decide as you): a one-time code to link one
 * from the chat, and unlinking.
 */
export function ChatIdentitySection() {
  const linked = useLoad(() => expect(api.GET('/api/account/chat-identity')), []);
  const [issued, setIssued] = useState<IssuedCode | null>(null);
  const create = useSubmit(async () => {
    setIssued(await expect(api.POST('/api/account/chat-identity/code')));
  });
  const identity = linked.value?.identity ?? null;
  return (
    <section aria-labelledby="chat-account">
      <Heading level={2} id="chat-account">
        Chat account
      </Heading>
      <ProblemMessage error={linked.error} />
      {identity ? (
        <>
          <p data-testid="chat-identity">
            Linked to <strong>{identity.chat_user_name}</strong> (user {identity.chat_user_id} in team {identity.team_id}),{' '}
            <RelativeTime value={identity.linked_at} />. Its approve and reject buttons decide as you.
          </p>
          <ConfirmAction
            label="Unlink chat account"
            question={`Unlink ${identity.chat_user_name}? Its buttons will no longer decide as you.`}
            action={() => expect(api.DELETE('/api/account/chat-identity'))}
            onDone={() => {
              setIssued(null);
              linked.reload();
            }}
          />
        </>
      ) : linked.value ? (
        <p data-testid="chat-identity">No chat account is linked: approval buttons in chat cannot decide as you.</p>
      ) : null}
      <Form onSubmit={create.onSubmit} className="inline-form">
        <Button type="submit" isDisabled={create.busy}>
          {identity ? 'Link another chat account' : 'Create a linking code'}
        </Button>
      </Form>
      <ProblemMessage error={create.error} />
      {issued ? (
        <div className="notice" role="status">
          <p>
            Send this from your chat account, before it expires <RelativeTime value={issued.expires_at} />; it works once:
          </p>
          <code data-testid="chat-link-command">{issued.command}</code> <Button onPress={() => linked.reload()}>I sent it</Button>
        </div>
      ) : null}
    </section>
  );
}
