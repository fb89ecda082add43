import { Button, Form, Heading } from 'react-aria-components';
import { api, expect } from '../api/client.ts';
import { Field } from '../components/Field.tsx';
import { ProblemMessage } from '../components/ProblemMessage.tsx';
import { useSubmit } from '../components/useSubmit.ts';
import { useLocation } from '../router.tsx';
import { useSession } from '../session.tsx';
import { passkeyLogin } from './passkeys.ts';

interface OidcProvider {
  name: string;
  display_name: string;
  login_url: string;
}

/** Password login, plus a button per login method the service offers (OIDC providers, passkeys). */
export function LoginPage() {
  const session = useSession();
  const { path, query } = useLocation();
  // Single sign-on leaves the page: it comes back to the address the login page was shown on (a decision link's).
  const next = path === '/login' ? '' : `?next=${encodeURIComponent(path)}`;
  const methods = new Set(session.check.login_methods);
  const password = useSubmit(async (data) => {
    await expect(api.POST('/api/auth/login', { body: { email: String(data.get('email')), password: String(data.get('password')) } }));
    await session.refresh();
  });
  const passkey = useSubmit(async () => {
    await passkeyLogin();
    await session.refresh();
  });
  const providers = (methods.has('oidc') ? session.check.oidc_providers : []) as OidcProvider[];
  const oidcError = query.get('error');
  return (
    <main className="auth-card">
      <Heading level={1}>Log in to Portcullis</Heading>
      {session.expired ? (
        <p role="status" className="notice">
          Your session has ended. Log in again.
        </p>
      ) : null}
      {oidcError ? (
        <p role="alert" className="problem">
          Single sign-on failed: {oidcError}
        </p>
      ) : null}
      <Form onSubmit={password.onSubmit}>
        <Field label="Email" name="email" type="email" isRequired autoComplete="username" />
        <Field label="Password" name="password" type="password" isRequired autoComplete="current-password" />
        <ProblemMessage error={password.error} />
        <Button type="submit" className="primary" isDisabled={password.busy}>
          Log in
        </Button>
      </Form>
      {providers.length || (methods.has('passkey') && session.check.passkeys_enabled) ? <hr /> : null}
      {providers.map((provider) => (
        <a key={provider.name} className="button" href={`${provider.login_url}${next}`}>
          Log in with {provider.display_name}
        </a>
      ))}
      {methods.has('passkey') && session.check.passkeys_enabled ? (
        <form onSubmit={passkey.onSubmit}>
          <ProblemMessage error={passkey.error} />
          <Button type="submit" isDisabled={passkey.busy}>
            Log in with a passkey
          </Button>
        </form>
      ) : null}
    </main>
  );
}
