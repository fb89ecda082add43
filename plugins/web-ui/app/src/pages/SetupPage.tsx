import { Button, Form, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useSession } from '../session.tsx';

/** First run: the first administrator, who is logged in at once. */
export function SetupPage() {
  const session = useSession();
  const { onSubmit, error, busy } = useSubmit(async (data) => {
    await expect(
      api.POST('/api/auth/setup', {
        body: { email: String(data.get('email')), password: String(data.get('password')), display_name: String(data.get('display_name') || '') || undefined },
      }),
    );
    await session.refresh();
  });
  return (
    <main className="auth-card">
      <Heading level={1}>Set up Portcullis</Heading>
      <p>Create the first administrator.</p>
      <Form onSubmit={onSubmit}>
        <Field label="Email" name="email" type="email" isRequired autoComplete="username" />
        <Field label="Display name" name="display_name" />
        <Field label="Password" name="password" type="password" isRequired autoComplete="new-password" minLength={12} />
        <ProblemMessage error={error} />
        <Button type="submit" className="primary" isDisabled={busy}>
          Create administrator
        </Button>
      </Form>
    </main>
  );
}
