// The API reference at /docs: swagger-ui from the swagger-ui-dist package (vendored through npm, served from
// node_modules by the kernel, nothing from a CDN), reading the generated OpenAPI document. Served only in local
// development (authentication off and SERVICE_DOCS_ENABLED=true), under its own Content-Security-Policy.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

export const OPENAPI_PATH = '/api/system/openapi.json';
export const DOCS_ASSETS = '/docs/assets';

/**
 * Scripts only from here (the start-up script is a file, not inline); swagger-ui sets style attributes and draws
 * icons from data: URLs; the document is fetched from this origin.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portcullis API</title>
<link rel="stylesheet" href="${DOCS_ASSETS}/swagger-ui.css"></head>
<body><div id="api"></div>
<script src="${DOCS_ASSETS}/swagger-ui-bundle.js"></script>
<script src="${DOCS_ASSETS}/start.js"></script>
</body></html>`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#api', deepLinking: true });\n`;

/** The files /docs/assets serves, by name, with their media type. */
export const DOCS_ASSET_TYPES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'start.js': 'text/javascript; charset=utf-8',
} as const;

export type DocsAsset = keyof typeof DOCS_ASSET_TYPES;

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** One asset's content: the start script from here, the rest straight from the package. */
export function docsAsset(name: DocsAsset): string | Readable {
  return name === 'start.js' ? START_SCRIPT : createReadStream(join(swaggerUiDir, name));
}
