import { consoleExtensions, definePlugin, pageFallbacks } from '@portcullis/core';
import { loadConsoleFiles } from './console-files.ts';
import { ConsoleExtensions } from './extensions.ts';
import { consolePages } from './pages.ts';
import { consoleExtensionsRef } from './refs.ts';
import { extensionRoutes } from './routes.ts';

export { CONSOLE_DIR } from './console-files.ts';
export { consoleCsp } from './pages.ts';

export default definePlugin({
  id: 'web-ui',
  description: 'Web console: the single-page application at / (hashed, long-cached assets; strict Content-Security-Policy; same-origin session cookie).',
  register(api) {
    api.provide(consoleExtensionsRef, () => new ConsoleExtensions(), { private: true });
    // Read when contributions are built (start-up), never during registration.
    api.contributeWith(pageFallbacks, (_services, resolve) => {
      const files = loadConsoleFiles();
      if (!files.index) api.logger.warn('the web console is not built: its pages answer 503 CONSOLE_NOT_BUILT until `npm start` builds it');
      return consolePages(files, resolve(consoleExtensionsRef));
    });
    extensionRoutes(api);
  },
  start(runtime) {
    runtime.resolve(consoleExtensionsRef).load(runtime.contributions(consoleExtensions), (message) => runtime.logger.warn(message));
  },
});
