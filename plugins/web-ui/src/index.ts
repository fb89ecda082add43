import { definePlugin, pageFallbacks } from '@portcullis/core';
import { loadConsoleFiles } from './console-files.ts';
import { consolePages } from './pages.ts';

export { CONSOLE_DIR } from './console-files.ts';
export { consoleCsp } from './pages.ts';

export default definePlugin({
  id: 'web-ui',
  description: 'Web console: the single-page application at / (hashed, long-cached assets; strict Content-Security-Policy; same-origin session cookie).',
  register(api) {
    // Read when contributions are built (start-up), never during registration.
    api.contributeWith(pageFallbacks, () => {
      const files = loadConsoleFiles();
      if (!files.index) api.logger.warn('the web console is not built: its pages answer 503 CONSOLE_NOT_BUILT until `npm start` builds it');
      return consolePages(files);
    });
  },
});
