// Shared test helpers: a kernel with the identity plugins, and a "browser" that keeps the session cookie and
// sends our Origin like a real browser on our own pages would.
import { createTestKernel, type TestKernel, type TestKernelOptions, type TestResponse } from '@portcullis/testing';

export const ORIGIN = 'http://localhost:8888';
export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'correct-horse-42-battery';

/** Low scrypt cost: tests hash hundreds of passwords; the production cost is exercised in passwords.test.ts. */
export function bootUsers(options: TestKernelOptions = {}): Promise<TestKernel> {
  return createTestKernel({
    plugins: ['users'],
    ...options,
    env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10', ...options.env },
  });
}

export function sessionCookie(response: TestResponse): string | null {
  for (const header of response.headers.getSetCookie()) {
    const match = /^svc_session=([^;]*)/.exec(header);
    if (match) return match[1] === '' ? null : match[1]!;
  }
  return null;
}

export interface BrowserOptions {
  origin?: string | null;
  headers?: Record<string, string>;
}

/** Talks to the service as an anonymous client plus whatever session cookie it was given. */
export class Browser {
  cookie: string | null = null;
  private readonly t: TestKernel;
  private readonly options: BrowserOptions;

  constructor(t: TestKernel, options: BrowserOptions = {}) {
    this.t = t;
    this.options = options;
  }

  async request<T = any>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<TestResponse<T>> {
    const origin = this.options.origin === undefined ? ORIGIN : this.options.origin;
    const headers: Record<string, string> = {
      ...(origin ? { origin } : {}),
      ...(this.cookie ? { cookie: `svc_session=${this.cookie}` } : {}),
      ...this.options.headers,
      ...extra,
    };
    const response = await this.t.http.as(null).request<T>(method, path, { body, headers });
    const set = response.headers.getSetCookie().find((header) => header.startsWith('svc_session='));
    if (set) this.cookie = sessionCookie(response);
    return response;
  }

  get<T = any>(path: string, extra?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, extra);
  }
  post<T = any>(path: string, body?: unknown, extra?: Record<string, string>) {
    return this.request<T>('POST', path, body, extra);
  }
  put<T = any>(path: string, body?: unknown, extra?: Record<string, string>) {
    return this.request<T>('PUT', path, body, extra);
  }
  patch<T = any>(path: string, body?: unknown, extra?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, extra);
  }
  delete<T = any>(path: string, body?: unknown, extra?: Record<string, string>) {
    return this.request<T>('DELETE', path, body, extra);
  }

  async login(email: string, password: string): Promise<TestResponse> {
    const response = await this.post('/api/auth/login', { email, password });
    if (response.status !== 200) throw new Error(`login of ${email} failed: ${response.status} ${response.text}`);
    return response;
  }
}

/** Runs setup and returns a browser logged in as the first admin. */
export async function setupAdmin(t: TestKernel, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<Browser> {
  const browser = new Browser(t);
  const response = await browser.post('/api/auth/setup', { email, password });
  if (response.status !== 201) throw new Error(`setup failed: ${response.status} ${response.text}`);
  return browser;
}

/** Creates a user through the admin API and returns a browser logged in as that user. */
export async function userWithRole(
  t: TestKernel,
  admin: Browser,
  email: string,
  role: string | null,
  password = 'a-fine-password-77',
): Promise<Browser & { id: string }> {
  const created = await admin.post('/api/auth/users', { email, role, password });
  if (created.status !== 201) throw new Error(`creating ${email} failed: ${created.status} ${created.text}`);
  const browser = new Browser(t) as Browser & { id: string };
  browser.id = created.body.id;
  await browser.login(email, password);
  return browser;
}

export { auditRows } from '@portcullis/testing';
