// Headless Chromium for tests that need a real browser (passkeys through the WebAuthn virtual authenticator, the
// web console). Debian's `chromium` package is used, installed here when missing; a browser is never downloaded.
// playwright-core drives it and is loaded only by the tests that ask for a browser.
import { execFileSync } from 'node:child_process';
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

function aptGet(args: string[]): void {
  // Two test processes may both get here; the second waits for the first's dpkg lock instead of failing.
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], { stdio: 'ignore', timeout: 600_000 });
}

/** Installs Debian's chromium when it is missing; returns why it could not, or null when it is there. */
export function ensureChromium(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  try {
    aptGet(['install', '-y', '--no-install-recommends', 'chromium']);
  } catch {
    try {
      aptGet(['update']);
      aptGet(['install', '-y', '--no-install-recommends', 'chromium']);
    } catch (error) {
      return `apt-get install chromium failed: ${(error as Error).message}`;
    }
  }
  return existsSync(CHROMIUM_PATH) ? null : `apt-get ran but ${CHROMIUM_PATH} is still missing`;
}

/**
 * A headless Chromium, installed first when missing. A machine where it cannot be installed fails the test that
 * asked for it: a browser test that did not run must not pass.
 */
export async function launchChromium(purpose: string): Promise<Browser> {
  const missing = ensureChromium();
  if (missing) throw new Error(`${purpose} needs Chromium, which could not be installed (${missing})`);
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
