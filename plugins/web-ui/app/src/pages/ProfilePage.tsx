import { useState } from 'react';
import { Button, Form, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { DataList, type Paging } from '../components/DataList.tsx';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { RelativeTime } from '../components/RelativeTime.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';
import { ChatIdentitySection } from './ChatIdentitySection.tsx';
import { passkeyRegister } from './passkeys.ts';

/** Who you are, your password, and (when their plugins are on) your passkeys and your linked chat account. */
export function ProfilePage() {
  const session = useSession();
  const user = session.check.user;
  const [done, setDone] = useState(false);
  const password = useSubmit(async (data) => {
    setDone(false);
    await expect(
      api.POST('/api/auth/change-password', {
        body: { current_password: String(data.get('current_password')), new_password: String(data.get('new_password')) },
      }),
    );
    setDone(true);
  });
  return (
    <>
      <Heading level={1}>Profile</Heading>
      <dl className="facts">
        <dt>Name</dt>
        <dd>{user?.name}</dd>
        <dt>Email</dt>
        <dd>{user?.email ?? '—'}</dd>
        <dt>Role</dt>
        <dd>{session.check.role}</dd>
        <dt>Logged in with</dt>
        <dd>{user?.method}</dd>
      </dl>
      {user?.type === 'user' ? (
        <section aria-labelledby="password">
          <Heading level={2} id="password">
            Change password
          </Heading>
          <Form onSubmit={password.onSubmit}>
            <Field label="Current password" name="current_password" type="password" isRequired autoComplete="current-password" />
            <Field label="New password" name="new_password" type="password" isRequired autoComplete="new-password" />
            <ProblemMessage error={password.error} />
            {done ? <p role="status">Password changed.</p> : null}
            <Button type="submit" isDisabled={password.busy}>
              Change password
            </Button>
          </Form>
        </section>
      ) : null}
      {session.plugins.has('auth-passkeys') && session.check.passkeys_enabled ? <Passkeys /> : null}
      {user?.type === 'user' && session.plugins.has('webhook-chat-blocks') ? <ChatIdentitySection /> : null}
    </>
  );
}

function Passkeys() {
  const [version, setVersion] = useState(0);
  const add = useSubmit(async (data) => {
    await passkeyRegister(String(data.get('name')));
    setVersion((v) => v + 1);
  });
  return (
    <section aria-labelledby="passkeys">
      <Heading level={2} id="passkeys">
        Passkeys
      </Heading>
      <DataList
        label="Passkeys"
        empty="No passkey yet: register one to log in without a password."
        version={version}
        keyOf={(passkey) => passkey.id}
        load={(paging: Paging) => expect(api.GET('/api/auth/passkeys', { params: { query: paging } }))}
        columns={[
          { title: 'Name', render: (passkey) => passkey.name },
          { title: 'Created', render: (passkey) => <RelativeTime value={passkey.created_at} /> },
          {
            title: 'Remove',
            render: (passkey) => (
              <ConfirmAction
                label="Remove"
                question={`Remove passkey ${passkey.name}?`}
                onDone={() => setVersion((v) => v + 1)}
                action={() => expect(api.DELETE('/api/auth/passkeys/{id}', { params: { path: { id: passkey.id } } }))}
              />
            ),
          },
        ]}
      />
      <Form onSubmit={add.onSubmit} className="inline-form">
        <Field label="New passkey name" name="name" isRequired />
        <Button type="submit" isDisabled={add.busy}>
          Add a passkey
        </Button>
      </Form>
      <ProblemMessage error={add.error} />
    </section>
  );
}
