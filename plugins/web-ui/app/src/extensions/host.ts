import type * as React from 'react';
import * as ReactRuntime from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as consoleModule from './console-module.ts';

/**
 * What a console extension module receives instead of bundling its own: the console's React (one copy, so hooks
 * and context work across the boundary), its JSX runtime, and `@portcullis/console` (the API client, the session
 * with its role helpers, the router and the shared widgets; docs/plugins.md, "Console pages"). Extensions built
 * with scripts/build-extension.ts reach the same object as `globalThis.portcullisConsole`, which the console sets
 * before it imports any of them.
 */
export const consoleHost = { version: 1, React: ReactRuntime, jsxRuntime, console: consoleModule };

export type ConsoleHost = typeof consoleHost;

/** Props of a page an extension adds: the parameters of its path pattern (`/acme/:id` → `{ id }`). */
export interface ExtensionPageProps {
  params: Record<string, string>;
}

/** Props of a gateway tab an extension adds. */
export interface ExtensionTabProps {
  gw: string;
  /** The gateway workspace the page shows (`?workspace=`); undefined: the gateway's default. */
  workspace: string | undefined;
}

/** Props of a section an extension adds to a sandbox's page. */
export interface ExtensionSandboxProps {
  gw: string;
  name: string;
  /** The gateway workspace of the page (`?workspace=`); undefined: the gateway's default. */
  workspace: string | undefined;
}

/** What an extension module's default export returns from the host: its components by page path, tab id and section id. */
export interface ExtensionComponents {
  pages?: Record<string, React.ComponentType<ExtensionPageProps>>;
  gatewayTabs?: Record<string, React.ComponentType<ExtensionTabProps>>;
  sandboxSections?: Record<string, React.ComponentType<ExtensionSandboxProps>>;
}

declare global {
  var portcullisConsole: ConsoleHost | undefined;
}
