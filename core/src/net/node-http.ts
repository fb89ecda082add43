import { createRequire } from 'node:module';

/**
 * `node:http`, loaded the CommonJS way. Node exposes `WebSocket`, `CloseEvent` and `MessageEvent` on `node:http` as
 * lazy getters over its bundled undici, and the ES-module facade of a built-in reads every export once, so a single
 * `import … from 'node:http'` loads all of undici (about 14 MB of RSS in a bare Node) although nothing here uses it.
 * `require` hands over the module without reading them. Type-only imports are unaffected.
 */
export const nodeHttp: typeof import('node:http') = createRequire(import.meta.url)('node:http');
