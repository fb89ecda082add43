// Headless Chromium with the CDP virtual authenticator, on a page of http://localhost:8888 (SERVICE_PUBLIC_URL of
// test kernels, so WebAuthn's origin and RP id are the real ones); its requests, the page's own included, are
// routed to the test kernel. The page must come from the kernel too: Chromium lets only a page served from a
// loopback address call one (Local Network Access), and a page made up by the test has no address.

import { ORIGIN } from '@portcullis/plugin-users/testing';
import type { CDPSession, ChromiumBrowser, ChromiumContext, ChromiumPage, TestKernel } from '@portcullis/testing';

export interface PageAnswer {
  status: number;
  body: any;
}

/** What the page can do: requests from our own origin with its cookies, and the two WebAuthn calls. */
const PAGE_SCRIPT = `
window.portcullis = {
  async post(path, body) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  },
  async get(path) {
    const response = await fetch(path);
    return { status: response.status, body: await response.json() };
  },
  async create(options) {
    const credential = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) });
    return credential.toJSON();
  },
  async assert(options) {
    const credential = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) });
    return credential.toJSON();
  },
};
`;

interface CdpCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

export class PasskeyBrowser {
  readonly page: ChromiumPage;
  private readonly context: ChromiumContext;
  private readonly cdp: CDPSession;
  authenticatorId: string;

  private constructor(context: ChromiumContext, page: ChromiumPage, cdp: CDPSession, authenticatorId: string) {
    this.context = context;
    this.page = page;
    this.cdp = cdp;
    this.authenticatorId = authenticatorId;
  }

  static async open(browser: ChromiumBrowser, t: TestKernel): Promise<PasskeyBrowser> {
    // The kernel's answers forbid documents to load anything (CSP default-src 'none'); the page here is such an
    // answer standing in for the web console's profile and login pages, which set their own policy.
    const context = await browser.newContext({ bypassCSP: true });
    const kernel = new URL(t.url);
    await context.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      // The same host name (cookies are per host, not per port): the browser keeps the cookies the kernel sets.
      return route.continue({ url: `http://localhost:${kernel.port}${url.pathname}${url.search}` });
    });
    const page = await context.newPage();
    await page.addInitScript(PAGE_SCRIPT);
    // Any document of ours will do (this one is a 404 problem): WebAuthn needs only the origin.
    await page.goto(`${ORIGIN}/`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const session = new PasskeyBrowser(context, page, cdp, '');
    session.authenticatorId = await session.addAuthenticator();
    return session;
  }

  /** A platform authenticator that holds discoverable credentials, verifies the user and always says yes. */
  async addAuthenticator(): Promise<string> {
    const { authenticatorId } = await this.cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return authenticatorId;
  }

  async credentials(authenticatorId = this.authenticatorId): Promise<CdpCredential[]> {
    return (await this.cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as CdpCredential[];
  }

  /** Replaces the authenticator with a new, empty one (another device). */
  async useNewAuthenticator(): Promise<string> {
    await this.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: this.authenticatorId });
    this.authenticatorId = await this.addAuthenticator();
    return this.authenticatorId;
  }

  /** Another authenticator holding a copy of a credential (its private key), with the signature counter of choice. */
  async cloneInto(credential: CdpCredential, signCount: number): Promise<string> {
    const clone = await this.useNewAuthenticator();
    await this.cdp.send('WebAuthn.addCredential', { authenticatorId: clone, credential: { ...credential, signCount } });
    return clone;
  }

  post(path: string, body?: unknown): Promise<PageAnswer> {
    return this.page.evaluate(([p, b]) => (globalThis as any).portcullis.post(p, b), [path, body] as const);
  }

  get(path: string): Promise<PageAnswer> {
    return this.page.evaluate((p) => (globalThis as any).portcullis.get(p), path);
  }

  /** Registers a passkey for the logged-in account. */
  async register(name?: string): Promise<PageAnswer> {
    const options = await this.post('/api/auth/passkeys/register/options');
    if (options.status !== 200) return options;
    const response = await this.page.evaluate((o) => (globalThis as any).portcullis.create(o), options.body);
    return this.post('/api/auth/passkeys/register', { ...(name ? { name } : {}), response });
  }

  /** The authenticator's answer to a login challenge (not yet sent). */
  async assertion(email?: string): Promise<{ options: any; response: any }> {
    const options = await this.post('/api/auth/passkeys/login/options', email ? { email } : {});
    if (options.status !== 200) throw new Error(`login options: ${options.status} ${JSON.stringify(options.body)}`);
    return { options: options.body, response: await this.page.evaluate((o) => (globalThis as any).portcullis.assert(o), options.body) };
  }

  async login(email?: string): Promise<PageAnswer> {
    const { response } = await this.assertion(email);
    return this.post('/api/auth/passkeys/login', { response });
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
