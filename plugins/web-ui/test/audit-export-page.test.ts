// test-dialects: sqlite
// The audit page's "Export to the SIEM" section in a real Chromium against a standard boot with the OTLP lane
// pointed at an OTLP receiver: while the receiver refuses, the admin sees the lane held at its cursor with the
// receiver's answer; once it accepts, the error is gone. axe-core on each state.
// This checks the console in the browser; the export behaves alike on both databases and is tested on both by the
// lane plugins' tests: SQLite only.
import { type OtlpReceiver, startOtlpReceiver } from '@portcullis/otlp-receiver';
import { eventually, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import { ConsoleBrowsers } from './support/console-browser.ts';
import { ADMIN, type ApiCaller, assertFixedPort, checkAccessibility, heading, logIn, setUpAdmin, startConsoleService } from './support/console-steps.ts';

const PORT = assertFixedPort(26010);
const ORIGIN = `http://localhost:${PORT}`;

let t: TestKernel;
let receiver: OtlpReceiver;
let admin: ApiCaller;
let browsers: ConsoleBrowsers | null = null;

async function otlpLane(): Promise<Record<string, any>> {
  const response = await admin('GET', '/api/audit/export-lanes');
  return ((await response.json()) as { items: Array<Record<string, any>> }).items.find((lane) => lane.lane === 'otlp')!;
}

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the audit export section of the web console', ORIGIN);
  receiver = await startOtlpReceiver();
  receiver.refuse(503);
  t = await startConsoleService(PORT, { SERVICE_AUDIT_OTLP_ENDPOINT: receiver.url, SERVICE_AUDIT_EXPORT_INTERVAL: '1', SERVICE_AUDIT_EXPORT_MAX_BACKOFF: '1' });
  admin = await setUpAdmin(ORIGIN);
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
  await receiver?.close();
});

test('an admin sees each lane with its cursor, lag and last error, and the error gone once the receiver takes the rows', async () => {
  await receiver.waitForRefused(1);
  const browser = await browsers!.open();
  const { page } = browser;
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`${ORIGIN}/audit`);
  await heading(page, 'Audit log');
  const section = page.getByRole('region', { name: 'Export to the SIEM' });
  const row = section.getByRole('row', { name: /otlp/ });
  await row.getByText(/answered 503/).waitFor();
  await row.getByText(/rows, oldest/).waitFor();
  await row.getByText('#0').waitFor();
  await checkAccessibility(browser, 'a lane held by a refusing receiver');

  receiver.accept();
  await receiver.waitForLogRecords(1);
  await eventually(async () => (await otlpLane()).last_error === null, 20_000);
  await page.reload();
  await section.getByRole('row', { name: /otlp/ }).getByText('OpenTelemetry log records', { exact: false }).waitFor();
  await section.getByRole('row', { name: /otlp/ }).getByText('—').waitFor();
  await checkAccessibility(browser, 'a lane that delivers');
});

test.run();
