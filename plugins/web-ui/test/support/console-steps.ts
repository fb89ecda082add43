// What every Chromium test of the console does: boot the configured service on a fixed loopback origin
// (console-service.ts), check a page with axe-core, wait for a page's heading, log in, follow the navigation, and call
// the API as a user.
import type { ChromiumPage } from '@portcullis/testing';
import * as assert from 'uvu/assert';
import { type ConsoleBrowser, describeViolations } from './console-browser.ts';

export { assertFixedPort, startConsoleService } from './console-service.ts';

export const ADMIN = { email: 'admin@example.com', password: 'a-long-passphrase-42' };

/** axe over the page in the system's dark appearance and in the light one (which the page is left in). */
export async function checkAccessibility(browser: ConsoleBrowser, where: string): Promise<void> {
  for (const colorScheme of ['dark', 'light'] as const) {
    await browser.page.emulateMedia({ colorScheme });
    const violations = await browser.accessibilityViolations();
    assert.equal(violations, [], `${where} (${colorScheme}):\n${describeViolations(violations)}`);
  }
}

export async function heading(page: ChromiumPage, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Logs in from the login page; the console then shows the page whose address it is on (`landing`). */
export async function logIn(page: ChromiumPage, email: string, password: string, landing: string | RegExp = 'Overview'): Promise<void> {
  await heading(page, 'Log in to Portcullis');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await heading(page, landing);
}

/**
 * Ticks a React Aria radio button or checkbox the way a user does: its input is visually hidden under its label,
 * which takes the click.
 */
export async function choose(input: ReturnType<ChromiumPage['getByRole']>): Promise<void> {
  await input.locator('xpath=ancestor::label').click();
  assert.ok(await input.isChecked(), 'the input is checked');
}

export async function nav(page: ChromiumPage, section: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section, exact: true }).click();
}

/** A logged-in API caller, as a script would be: the session cookie and the Origin header writes need. */
export type ApiCaller = (method: string, path: string, body?: unknown) => Promise<Response>;

export async function apiAs(origin: string, credentials: { email: string; password: string }): Promise<ApiCaller> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(credentials),
  });
  assert.is(login.status, 200, await login.clone().text());
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  return (method, path, body) =>
    fetch(`${origin}${path}`, {
      method,
      headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/** Creates the first administrator (ADMIN) through the setup route, and returns a caller logged in as it. */
export async function setUpAdmin(origin: string): Promise<ApiCaller> {
  const setup = await fetch(`${origin}/api/auth/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  assert.is(setup.status, 201, await setup.clone().text());
  return apiAs(origin, ADMIN);
}

/** Registers a gateway without credentials (the simulator, a local process) through the API. */
export async function registerGateway(admin: ApiCaller, name: string, endpoint: string): Promise<void> {
  const registered = await admin('POST', '/api/gateway/register', { name, endpoint, auth_mode: 'none' });
  assert.is(registered.status, 201, await registered.clone().text());
}

/** A user made by the admin through the API, with a password, for the role tests. */
export async function createUser(admin: ApiCaller, email: string, role: 'viewer' | 'operator'): Promise<{ id: string; email: string; password: string }> {
  const password = 'another-long-passphrase-7';
  const created = await admin('POST', '/api/auth/users', { email, role, password });
  assert.is(created.status, 201, await created.clone().text());
  return { id: ((await created.json()) as { id: string }).id, email, password };
}
