import { api, expect } from '../api/client.ts';

// The browser's own WebAuthn JSON helpers (PublicKeyCredential.parse*OptionsFromJSON, credential.toJSON()) spare a
// client library.

/** Log in with any passkey of this site (the browser lists them). */
export async function passkeyLogin(): Promise<void> {
  const options = await expect(api.POST('/api/auth/passkeys/login/options', { body: {} }));
  const credential = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options as never) });
  if (!(credential instanceof PublicKeyCredential)) throw new Error('No passkey was chosen.');
  await expect(api.POST('/api/auth/passkeys/login', { body: { response: credential.toJSON() as never } }));
}

/** Register a new passkey for the logged-in user. */
export async function passkeyRegister(name: string): Promise<void> {
  const options = await expect(api.POST('/api/auth/passkeys/register/options', {}));
  const credential = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options as never) });
  if (!(credential instanceof PublicKeyCredential)) throw new Error('No passkey was created.');
  await expect(api.POST('/api/auth/passkeys/register', { body: { name, response: credential.toJSON() } as never }));
}
