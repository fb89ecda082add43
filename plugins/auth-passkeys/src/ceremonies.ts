import { lazily, type Problem, problems } from '@portcullis/core';
import type { UserRecord } from '@portcullis/plugin-users';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Challenges } from './challenges.ts';
import type { RelyingParty } from './config.ts';
import type { PasskeyRecord } from './entities.ts';
import { type NewPasskey, type PasskeyStore, transportsOf } from './store.ts';

/** @simplewebauthn/server (with its ASN.1 and X.509 stack) is loaded with the first ceremony. */
const webauthn = lazily(() => import('@simplewebauthn/server'));

/** Why an assertion did not prove anything (the audit row's reason). */
export type AssertionFailure = 'unknown_passkey' | 'invalid_challenge' | 'wrong_account' | 'counter_mismatch' | 'invalid_assertion';

export class AssertionRefused extends Error {
  readonly reason: AssertionFailure;
  readonly passkey: PasskeyRecord | null;
  constructor(reason: AssertionFailure, passkey: PasskeyRecord | null, detail?: string) {
    super(detail ?? reason);
    this.name = 'AssertionRefused';
    this.reason = reason;
    this.passkey = passkey;
  }
}

/** The WebAuthn user handle of an account: its id (never the email, which the authenticator may show elsewhere). */
function userHandle(user: UserRecord): string {
  return Buffer.from(user.id).toString('base64url');
}

function invalidRegistration(detail: string): Problem {
  return problems.badRequest('PASSKEY_INVALID', `The passkey could not be registered: ${detail}`);
}

/**
 * The two WebAuthn ceremonies (@simplewebauthn/server): registering a passkey for the logged-in account, and
 * proving control of one at login. Challenges come from `Challenges` (single-use, short-lived, in the database);
 * the origin and RP id are the relying party's; user verification is preferred, presence required.
 */
export class Ceremonies {
  private readonly rp: RelyingParty;
  private readonly challenges: Challenges;
  private readonly store: PasskeyStore;

  constructor(deps: { rp: RelyingParty; challenges: Challenges; store: PasskeyStore }) {
    this.rp = deps.rp;
    this.challenges = deps.challenges;
    this.store = deps.store;
  }

  /** Options for `navigator.credentials.create`: a discoverable credential (usable without typing the email). */
  async registrationOptions(user: UserRecord, existing: PasskeyRecord[]): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { generateRegistrationOptions } = await webauthn();
    return generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userID: Buffer.from(user.id),
      userName: user.email,
      userDisplayName: user.displayName ?? user.email,
      challenge: await this.challenges.issue('register', user.id),
      timeout: this.challenges.lifetimeSeconds * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
  }

  /** Checks a registration answer (its challenge must be this account's, unused and fresh); 400 PASSKEY_INVALID otherwise. */
  async verifyRegistration(user: UserRecord, response: RegistrationResponseJSON, name: string): Promise<NewPasskey> {
    const { verifyRegistrationResponse } = await webauthn();
    let challengeAccepted = false;
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: false,
        expectedChallenge: async (challenge) => {
          challengeAccepted = (await this.challenges.consume(challenge, 'register'))?.userId === user.id;
          return challengeAccepted;
        },
      });
    } catch (error) {
      throw invalidRegistration(challengeAccepted ? (error as Error).message : 'the challenge is unknown, used, expired or not yours');
    }
    if (!verified.verified) throw invalidRegistration('the attestation does not verify');
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    return {
      id: credential.id,
      userId: user.id,
      name,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: (response.response.transports ?? []).filter((transport) => /^[a-z-]{1,20}$/.test(transport)).slice(0, 8),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  }

  /** Options for `navigator.credentials.get`: the account's passkeys when an email is given, else any (discoverable). */
  async authenticationOptions(user: UserRecord | null, passkeys: PasskeyRecord[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { generateAuthenticationOptions } = await webauthn();
    return generateAuthenticationOptions({
      rpID: this.rp.id,
      userVerification: 'preferred',
      timeout: this.challenges.lifetimeSeconds * 1000,
      challenge: await this.challenges.issue('login', user?.id ?? null),
      allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
    });
  }

  /**
   * Checks a login answer: a registered passkey, a challenge issued for login (and, when it was offered to one
   * account, for that account's passkey), the signature, and a signature counter above the stored one (a lower or
   * equal one means a cloned authenticator), moved forward atomically. Throws AssertionRefused.
   */
  async verifyAssertion(
    response: AuthenticationResponseJSON,
    owner: (passkey: PasskeyRecord) => Promise<UserRecord | null>,
  ): Promise<{ passkey: PasskeyRecord; user: UserRecord }> {
    const passkey = await this.store.find(response.id);
    if (!passkey) throw new AssertionRefused('unknown_passkey', null);
    const user = await owner(passkey);
    if (!user || (response.response.userHandle !== undefined && response.response.userHandle !== userHandle(user))) {
      throw new AssertionRefused('wrong_account', passkey);
    }
    const { verifyAuthenticationResponse } = await webauthn();
    let challengeAccepted = false;
    let counter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: false,
        credential: { id: passkey.id, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: transportsOf(passkey) },
        expectedChallenge: async (challenge) => {
          const issued = await this.challenges.consume(challenge, 'login');
          challengeAccepted = issued !== null && (issued.userId === null || issued.userId === passkey.userId);
          return challengeAccepted;
        },
      });
      if (!verified.verified) throw new AssertionRefused('invalid_assertion', passkey);
      counter = verified.authenticationInfo.newCounter;
    } catch (error) {
      if (error instanceof AssertionRefused) throw error;
      if (!challengeAccepted) throw new AssertionRefused('invalid_challenge', passkey);
      const message = (error as Error).message;
      throw new AssertionRefused(/counter/i.test(message) ? 'counter_mismatch' : 'invalid_assertion', passkey, message);
    }
    if (!(await this.store.advanceCounter(passkey, counter))) throw new AssertionRefused('counter_mismatch', passkey);
    return { passkey, user };
  }
}
