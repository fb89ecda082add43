// Records every HTTP response a test kernel gives (PORTCULLIS_RECORD_RESPONSES=<dir>), so a checker can hold them
// against the OpenAPI document afterwards: one JSONL file per process, the kernel's document first (once per
// distinct document), then one line per response naming it. The document covers the kernel and plugin packages,
// ours or a third party's: the throw-away plugins tests declare inline are fixtures, not an API.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import { describeInstalledPlugin, type Kernel } from '@portcullis/core';

export const RECORD_RESPONSES_ENV = 'PORTCULLIS_RECORD_RESPONSES';

/** JSON bodies larger than this are recorded without their body (the status and type are still checked). */
const MAX_BODY_BYTES = 1024 * 1024;

export interface RecordedDocument {
  kind: 'document';
  id: string;
  document: Record<string, unknown>;
}

export interface RecordedResponse {
  kind: 'response';
  document: string;
  method: string;
  path: string;
  status: number;
  contentType: string;
  /** The parsed JSON body; absent when the body is not JSON, empty or too large. */
  body?: unknown;
  /** Set when a body said to be JSON does not parse. */
  unparseable?: true;
}

export type RecordedLine = RecordedDocument | RecordedResponse;

const written = new Set<string>();
const packaged = new Map<string, boolean>();

/** The OpenAPI document recorded responses are held against: the kernel's and its plugin packages' routes. */
export function packagedApi(kernel: Kernel): Record<string, unknown> {
  return kernel.openApi((id) => kernel.loadedFromPackage(id) || isPackagedPlugin(id));
}

/** The kernel's own routes and those of Portcullis' plugin packages, found by plugin id. */
function isPackagedPlugin(id: string): boolean {
  let known = packaged.get(id);
  if (known === undefined) {
    known = id === 'core' || describeInstalledPlugin(id) !== null;
    packaged.set(id, known);
  }
  return known;
}

/** An observer for `Kernel.boot({ observeResponses })`, or undefined when recording is off. */
export function responseRecorder(openApi: () => Record<string, unknown>): ((request: IncomingMessage, response: ServerResponse) => void) | undefined {
  const dir = process.env[RECORD_RESPONSES_ENV];
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${process.pid}.jsonl`);
  let documentId: string | null = null;
  // The document is only complete once the kernel has booted, which is before any request arrives.
  const documentOnce = () => {
    if (documentId) return documentId;
    const document = openApi();
    documentId = createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 16);
    if (!written.has(documentId)) {
      written.add(documentId);
      appendFileSync(file, `${JSON.stringify({ kind: 'document', id: documentId, document } satisfies RecordedDocument)}\n`);
    }
    return documentId;
  };
  return (request, response) => {
    const chunks = captureBody(response);
    response.once('finish', () => {
      const line: RecordedResponse = {
        kind: 'response',
        document: documentOnce(),
        method: request.method ?? 'GET',
        // As sent, not normalised: `/users/..` reached `/users/{id}`, and is checked against that.
        path: (request.url ?? '/').split('?')[0]!,
        status: response.statusCode,
        contentType: String(response.getHeader('content-type') ?? ''),
      };
      Object.assign(line, jsonBody(chunks(), response));
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    });
  };
}

/** Keeps what is written to the response (up to the limit), whatever writes it: Koa, a stream, a raw handler. */
function captureBody(response: ServerResponse): () => Buffer | null {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || overflow) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    size += buffer.length;
    if (size > MAX_BODY_BYTES) overflow = true;
    else chunks.push(buffer);
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as typeof response.end;
  return () => (overflow ? null : Buffer.concat(chunks));
}

function jsonBody(raw: Buffer | null, response: ServerResponse): Pick<RecordedResponse, 'body' | 'unparseable'> {
  const type = String(response.getHeader('content-type') ?? '');
  if (!raw || raw.length === 0 || !/[/+]json\b/.test(type)) return {};
  try {
    return { body: JSON.parse(decoded(raw, String(response.getHeader('content-encoding') ?? '')).toString('utf8')) };
  } catch {
    return { unparseable: true };
  }
}

function decoded(raw: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  if (encoding === 'zstd') return zstdDecompressSync(raw);
  return raw;
}
