// A small browser for the OIDC tests: follows the real redirects between Portcullis and the identity provider,
// keeps cookies per origin (with their paths), logs in and consents on oidc-provider's own development pages.

import { ORIGIN } from '@portcullis/plugin-users/testing';
import type { TestKernel } from '@portcullis/testing';

interface Cookie {
  value: string;
  path: string;
}

export interface Answer {
  status: number;
  location: string | null;
  body: string;
}

export type Decision = 'consent' | 'deny';

export class OidcBrowser {
  /** Cookies by origin, then by name. */
  readonly jar = new Map<string, Map<string, Cookie>>();
  private readonly t: TestKernel;

  constructor(t: TestKernel) {
    this.t = t;
  }

  /** URLs of SERVICE_PUBLIC_URL (where the provider sends the browser back) reach the test kernel. */
  private real(url: string): URL {
    const parsed = new URL(url, ORIGIN);
    return parsed.origin === ORIGIN ? new URL(parsed.pathname + parsed.search, this.t.url) : parsed;
  }

  cookie(name: string, origin = this.t.url): string | undefined {
    return this.jar.get(new URL(origin).origin)?.get(name)?.value;
  }

  setCookie(name: string, value: string, path = '/', origin = this.t.url): void {
    const key = new URL(origin).origin;
    const cookies = this.jar.get(key) ?? new Map<string, Cookie>();
    cookies.set(name, { value, path });
    this.jar.set(key, cookies);
  }

  async request(method: string, url: string, form?: Record<string, string>): Promise<Answer> {
    const target = this.real(url);
    const cookies = [...(this.jar.get(target.origin) ?? new Map<string, Cookie>())]
      .filter(([, cookie]) => target.pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
    const response = await fetch(target, {
      method,
      redirect: 'manual',
      headers: { ...(cookies ? { cookie: cookies } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const header of response.headers.getSetCookie()) this.store(target, header);
    const location = response.headers.get('location');
    return { status: response.status, location: location === null ? null : new URL(location, target).toString(), body: await response.text() };
  }

  private store(target: URL, header: string): void {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index);
    const value = pair!.slice(index + 1);
    const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
    const gone =
      value === '' ||
      attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()));
    const cookies = this.jar.get(target.origin) ?? new Map<string, Cookie>();
    if (gone) cookies.delete(name);
    else cookies.set(name, { value, path });
    this.jar.set(target.origin, cookies);
  }

  /** Starts a login at Portcullis: the 307 to the provider (and the state cookie in the jar). */
  begin(provider: string, next?: string): Promise<Answer> {
    return this.request('GET', `/api/auth/oidc/login/${provider}${next === undefined ? '' : `?next=${encodeURIComponent(next)}`}`);
  }

  /**
   * At the provider: follows its redirects, logs in as `account` on its login page and consents (or aborts), until
   * it sends the browser back to Portcullis. Returns that callback URL, not yet visited.
   */
  async authorize(authorizeUrl: string, account: string, decision: Decision = 'consent'): Promise<string> {
    let answer = await this.request('GET', authorizeUrl);
    for (let hops = 0; hops < 20; hops += 1) {
      if (answer.location?.startsWith(`${ORIGIN}/`)) return answer.location;
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        answer = await this.request('GET', answer.location);
        continue;
      }
      const form = /<form[^>]*action="([^"]+)"/.exec(answer.body);
      if (answer.status !== 200 || !form) throw new Error(`unexpected answer from the provider: ${answer.status} ${answer.body.slice(0, 300)}`);
      const action = new URL(form[1]!.replaceAll('&amp;', '&'), authorizeUrl).toString();
      if (decision === 'deny') {
        answer = await this.request('GET', `${action}/abort`);
      } else if (answer.body.includes('name="prompt" value="login"')) {
        answer = await this.request('POST', action, { prompt: 'login', login: account, password: 'any' });
      } else {
        answer = await this.request('POST', action, { prompt: 'consent' });
      }
    }
    throw new Error('the provider never sent the browser back');
  }

  /** Visits Portcullis's callback. */
  finish(callbackUrl: string): Promise<Answer> {
    return this.request('GET', callbackUrl);
  }

  /** The whole login; returns Portcullis's answer to the callback. */
  async login(provider: string, account: string, options: { next?: string; decision?: Decision } = {}): Promise<Answer> {
    const started = await this.begin(provider, options.next);
    if (started.status !== 307 || !started.location) throw new Error(`login did not start: ${started.status} ${started.location} ${started.body}`);
    return this.finish(await this.authorize(started.location, account, options.decision));
  }

  /** `/api/auth/check` with this browser's session. */
  async check(): Promise<any> {
    return JSON.parse((await this.request('GET', '/api/auth/check')).body);
  }
}
