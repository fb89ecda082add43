import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the bootstrap's Vite build writes the console (see package.json `portcullis.assets`). */
export const CONSOLE_DIR = fileURLToPath(new URL('../console', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface ConsoleFile {
  body: Buffer;
  contentType: string;
}

/**
 * The built console held in memory: a handful of files that never change while the process runs, so each request
 * is a map lookup and no request path ever reaches the file system.
 */
export interface ConsoleFiles {
  index: ConsoleFile | null;
  /** By URL path (`/assets/index-3f9a1c.js`). */
  files: Map<string, ConsoleFile>;
}

/** The built files of `directory`; `page`: a console, which is nothing without its index.html. */
export function loadConsoleFiles(directory: string = CONSOLE_DIR, page = true): ConsoleFiles {
  const files = new Map<string, ConsoleFile>();
  if (page ? !existsSync(join(directory, 'index.html')) : !existsSync(directory)) return { index: null, files };
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const path = join(entry.parentPath, entry.name);
    const urlPath = `/${relative(directory, path).split(sep).join('/')}`;
    files.set(urlPath, { body: readFileSync(path), contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
  }
  return { index: files.get('/index.html') ?? null, files };
}
