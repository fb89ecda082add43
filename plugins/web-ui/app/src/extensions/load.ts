import { type ConsoleHost, consoleHost, type ExtensionComponents } from './host.ts';

type Activate = (host: ConsoleHost) => ExtensionComponents;

const loaded = new Map<string, Promise<ExtensionComponents>>();

/**
 * The components of the extension module at `url`, imported once per page load. A same-origin module, so the
 * console's `script-src 'self'` admits it; the bundler leaves the import to the browser.
 */
export function loadExtension(url: string): Promise<ExtensionComponents> {
  let components = loaded.get(url);
  if (!components) {
    globalThis.portcullisConsole = consoleHost;
    components = import(/* @vite-ignore */ url).then((module: { default?: unknown }) => {
      if (typeof module.default !== 'function') throw new Error(`console extension ${url} has no default export function`);
      return (module.default as Activate)(consoleHost);
    });
    loaded.set(url, components);
  }
  return components;
}
