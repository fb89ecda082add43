// A Chromium page on the console, with what every browser test of it needs: axe-core checks of the page as it is,
// and a record of Content-Security-Policy violations (there must be none).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type ChromiumBrowser, type ChromiumContext, type ChromiumPage, launchChromium } from '@portcullis/testing';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export class ConsoleBrowser {
  readonly context: ChromiumContext;
  readonly page: ChromiumPage;
  readonly origin: string;
  /** Console messages about the Content-Security-Policy (a blocked script, style or connection). */
  readonly cspViolations: string[] = [];

  private constructor(context: ChromiumContext, page: ChromiumPage, origin: string) {
    this.context = context;
    this.page = page;
    this.origin = origin;
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) this.cspViolations.push(message.text());
    });
  }

  static async open(browser: ChromiumBrowser, origin: string, viewport = { width: 1280, height: 800 }): Promise<ConsoleBrowser> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const opened = new ConsoleBrowser(context, page, origin);
    await page.goto(`${origin}/`);
    return opened;
  }

  /**
   * axe-core over the page as it is now; serious and critical violations only. Injected through the DevTools
   * protocol (not a script element), so the page's policy still forbids every inline script.
   */
  async accessibilityViolations(): Promise<AxeViolation[]> {
    const loaded = await this.page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe !== 'undefined');
    if (!loaded) await this.page.evaluate(AXE_SOURCE);
    const result = (await this.page.evaluate(() => (globalThis as any).axe.run((globalThis as any).document, { resultTypes: ['violations'] }))) as {
      violations: AxeViolation[];
    };
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Chromium for one test file and every page it opened, closed together in the file's `after`. */
export class ConsoleBrowsers {
  private readonly chromium: ChromiumBrowser;
  private readonly origin: string;
  private readonly opened: ConsoleBrowser[] = [];

  private constructor(chromium: ChromiumBrowser, origin: string) {
    this.chromium = chromium;
    this.origin = origin;
  }

  /** null when this machine has no Chromium (launchChromium says why); the file's tests then do nothing. */
  static async launch(purpose: string, origin: string): Promise<ConsoleBrowsers> {
    return new ConsoleBrowsers(await launchChromium(purpose), origin);
  }

  /** A fresh browser context on the console's first page. */
  async open(viewport?: { width: number; height: number }): Promise<ConsoleBrowser> {
    const browser = await ConsoleBrowser.open(this.chromium, this.origin, viewport);
    this.opened.push(browser);
    return browser;
  }

  async close(): Promise<void> {
    for (const browser of this.opened) await browser.close().catch(() => undefined);
    await this.chromium.close();
  }
}

/** Violations in a line each, for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}
