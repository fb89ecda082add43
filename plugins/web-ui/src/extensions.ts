import type { ConsoleExtension } from '@portcullis/core';
import { type ConsoleFile, loadConsoleFiles } from './console-files.ts';

/** Where an extension's files are served: same origin, so the console's `script-src 'self'` admits them. */
export const EXTENSIONS_PREFIX = '/console-extensions/';

/** One extension as `GET /api/system/ui-contributions` lists it. */
export interface ExtensionListing {
  id: string;
  /** The URL the console imports. */
  module: string;
  pages: Array<{ path: string; label: string; role: 'viewer' | 'operator' | 'admin' }>;
  gateway_tabs: Array<{ id: string; label: string; role: 'viewer' | 'operator' | 'admin' }>;
  sandbox_sections: Array<{ id: string; role: 'viewer' | 'operator' | 'admin' }>;
}

/** The extensions of the enabled plugins, read into memory once at start-up like the console itself. */
export class ConsoleExtensions {
  listing: ExtensionListing[] = [];
  /** By URL path (`/console-extensions/curfew/index.js`). */
  readonly files = new Map<string, ConsoleFile>();

  load(extensions: ConsoleExtension[], warn: (message: string) => void): void {
    for (const extension of extensions) {
      if (this.listing.some((other) => other.id === extension.id)) throw new Error(`two console extensions are named ${extension.id}`);
      const base = `${EXTENSIONS_PREFIX}${extension.id}`;
      const { files } = loadConsoleFiles(extension.directory, false);
      for (const [path, file] of files) this.files.set(`${base}${path}`, file);
      if (!files.has(`/${extension.module}`)) {
        // A plugin whose console files are not built keeps working; only its pages are missing.
        warn(`console extension ${extension.id}: ${extension.module} is not in ${extension.directory}; its pages are left out`);
        continue;
      }
      this.listing.push({
        id: extension.id,
        module: `${base}/${extension.module}`,
        pages: (extension.pages ?? []).map((page) => ({ ...page, role: page.role ?? 'viewer' })),
        gateway_tabs: (extension.gatewayTabs ?? []).map((tab) => ({ ...tab, role: tab.role ?? 'viewer' })),
        sandbox_sections: (extension.sandboxSections ?? []).map((section) => ({ ...section, role: section.role ?? 'viewer' })),
      });
    }
  }
}
