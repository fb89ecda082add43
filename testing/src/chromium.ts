// Headless Chromium for tests that need a real browser (passkeys through the WebAuthn virtual authenticator, the
// web console). Debian's `chromium` package is used, installed by the test runner (npm test) when missing; a
// browser is never downloaded.
// playwright-core drives it and is loaded only by the tests that ask for a browser.
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export type { Browser as ChromiumBrowser, BrowserContext as ChromiumContext, CDPSession, Page as ChromiumPage } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags checked on these machines (see the toolchain notes): no sandbox, no GPU, nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A headless Chromium. A machine without it fails the test that asked for it: a browser test that did not run must
 * not pass.
 */
export async function launchChromium(purpose: string): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${purpose} needs Chromium at ${CHROMIUM_PATH}: npm test installs it (Debian package chromium), or apt-get install chromium`);
  }
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
