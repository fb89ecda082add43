// test-dialects: sqlite
// The console's sandbox services, in a real Chromium against a standard boot: on a 0.1 gateway an admin exposes a
// named and an unnamed port, sees each with its URL and removes one; a viewer sees the services and their URLs
// without a way to change them; on a 0.0 gateway the section says services are not available there, and the gateway
// page lists the capability as not offered. axe-core on each state.
// This checks the console in the browser; the API it calls is tested on both databases by the services plugin, so
// a second Chromium run on PostgreSQL adds time, not coverage: SQLite only.

import { startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { ADMIN, checkAccessibility, createUser, heading, logIn, registerGateway } from './support/console-steps.ts';

const PORT = 24800;
const ORIGIN = `http://localhost:${PORT}`;
const WEB = `${ORIGIN}/gateways/edge/sandboxes/web`;

const consoleTest = consoleOnSimulator(test, {
  port: PORT,
  purpose: 'the console on sandbox services',
  gateway: 'edge',
  profile: 'v0.1.2',
  seed: (sim) => sim.control.seedSandbox({ name: 'web' }),
});

const servicesOf = async () =>
  (
    (await (await consoleTest.admin('GET', '/api/gateways/edge/sandboxes/web/services')).json()) as {
      items: Array<{ name: string; port: number; url: string }>;
    }
  ).items;

test('an admin exposes a named and an unnamed port of a sandbox on a 0.1 gateway, sees their URLs and removes one', async () => {
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(WEB);
  await heading(page, /Sandbox web/);
  const services = page.getByRole('grid', { name: 'Services' });
  await services.getByText('No port of this sandbox is exposed.').waitFor();

  const expose = page.getByRole('form', { name: 'Expose a port' });
  await expose.getByLabel('Service name').fill('app');
  await expose.getByLabel('Port').fill('8080');
  await expose.getByText('Browser-facing domain URL').click();
  await expose.getByRole('button', { name: 'Expose' }).click();
  const app = services.getByRole('row', { name: /app/ });
  await app.getByText('8080').waitFor();
  await app.getByText('yes', { exact: true }).waitFor();
  const [exposed] = await servicesOf();
  assert.equal([exposed?.name, exposed?.port], ['app', 8080]);
  await app.getByRole('link', { name: exposed!.url }).waitFor();
  await checkAccessibility(browser, 'the services of a sandbox');

  await expose.getByLabel('Service name').fill('');
  await expose.getByLabel('Port').fill('3000');
  await expose.getByRole('button', { name: 'Expose' }).click();
  await services.getByText('(unnamed)').waitFor();

  await app.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await services.getByText('app', { exact: true }).waitFor({ state: 'detached' });
  assert.equal(
    (await servicesOf()).map((service) => [service.name, service.port]),
    [['', 3000]],
  );
  assert.is(consoleTest.sim.control.calls('ExposeService'), 2);
  assert.is(consoleTest.sim.control.calls('DeleteService'), 1);
});

test('a viewer sees the services and their URLs, and no way to change them', async () => {
  const viewer = await createUser(consoleTest.admin, 'viewer@example.com', 'viewer');
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, viewer.email, viewer.password);
  await page.goto(WEB);
  await heading(page, /Sandbox web/);
  const services = page.getByRole('grid', { name: 'Services' });
  await services.getByText('(unnamed)').waitFor();
  const [unnamed] = await servicesOf();
  await services.getByRole('link', { name: unnamed!.url }).waitFor();
  assert.is(await page.getByRole('form', { name: 'Expose a port' }).count(), 0);
  assert.is(await services.getByRole('button', { name: 'Remove' }).count(), 0);
  await checkAccessibility(browser, 'services as a viewer');
});

test('a 0.0 gateway: the section says services are not available there, and nothing is offered', async () => {
  const classic = await startTestSimulator({ profile: 'v0.0.111' });
  classic.control.seedSandbox({ name: 'old' });
  await registerGateway(consoleTest.admin, 'classic', `http://${classic.address}`);
  const browser = await consoleTest.browsers.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/gateways/classic/sandboxes/old`);
  await heading(page, /Sandbox old/);
  await page
    .getByTestId('services-unavailable')
    .getByText(/not available on this gateway/)
    .waitFor();
  assert.is(await page.getByRole('form', { name: 'Expose a port' }).count(), 0, 'nothing to expose on a 0.0 gateway');
  assert.is(await page.getByRole('grid', { name: 'Services' }).count(), 0);
  await checkAccessibility(browser, 'services on a 0.0 gateway');

  await page.goto(`${ORIGIN}/gateways/classic`);
  await heading(page, 'Gateway classic');
  await page.getByTestId('capabilities').getByText('✗ exposed services (not offered by this gateway)').waitFor();
  await page.goto(`${ORIGIN}/gateways/edge`);
  await heading(page, 'Gateway edge');
  await page.getByTestId('capabilities').getByText('✓ exposed services').waitFor();
  assert.equal(
    Object.keys(classic.control.allCalls()).filter((rpc) => rpc.includes('Service')),
    [],
  );
});

test.run();
