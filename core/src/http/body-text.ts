import { TextDecoder } from 'node:util';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import type { Context } from 'koa';
import { Problem, problems } from '../errors.ts';
import type { InputShapeLimits } from './input-limits.ts';
import { type JsonShapeScanner, shapeMessage } from './input-shape.ts';

// Every request body is read here, whatever its media type: decompressed, decoded from its charset and counted
// against the byte limit as it arrives. A JSON body's shape is scanned on the way (docs/limits.md): one that passes
// a limit (a million keys, ten million commas) is refused as soon as it does, and the rest of it is dropped as it
// arrives instead of being decoded and collected into a string of megabytes first.

type Decompressor = () => NodeJS.ReadWriteStream;

const DECOMPRESSORS: Record<string, Decompressor | null> = {
  identity: null,
  gzip: createUnzip,
  deflate: createUnzip,
  br: createBrotliDecompress,
};

/** What a body's shape is scanned with while it arrives, and the limits it holds it to. */
export interface ShapeScan {
  scanner: JsonShapeScanner;
  limits: InputShapeLimits;
}

/**
 * The body's text (decompressed and decoded), refused with a problem at the first byte limit it passes, or at the
 * first shape limit when `shape` scans it.
 */
export function readBodyText(ctx: Context, maxBytes: number, shape: ShapeScan | null): Promise<string> {
  const encoding = (ctx.get('content-encoding') || 'identity').toLowerCase();
  const decompressor = DECOMPRESSORS[encoding];
  if (decompressor === undefined) throw unreadable(415, `Unsupported Content-Encoding: ${encoding}`);
  const decoder = textDecoder(ctx.request.charset || 'utf-8');
  const source = decompressor ? ctx.req.pipe(decompressor()) : ctx.req;
  const pieces: string[] = [];
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const refuse = (problem: unknown, tooLarge = false) => {
      source.removeAllListeners('data');
      if (source !== ctx.req) ctx.req.unpipe();
      if (tooLarge) ctx.set('Connection', 'close');
      else drainUpTo(ctx, maxBytes - bytes);
      ctx.req.resume();
      reject(problem);
    };
    source.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) return refuse(problems.tooLarge(maxBytes), true);
      const text = decoder.decode(chunk, { stream: true });
      const exceeded = shape?.scanner.feed(text);
      if (exceeded) return refuse(problems.validation([{ path: 'body', message: shapeMessage(exceeded, shape!.limits[exceeded]) }]));
      pieces.push(text);
    });
    source.on('end', () => resolve(pieces.join('') + decoder.decode()));
    source.on('error', (error: Error) => refuse(unreadable(400, error.message)));
    ctx.req.on('error', (error: Error) => refuse(error));
  });
}

/**
 * The rest of a refused body is read and dropped without being decoded (the client then reads the answer on a
 * connection that stays usable), up to what the byte limit leaves; a client that sends more loses the connection.
 */
function drainUpTo(ctx: Context, remaining: number): void {
  ctx.state.drainingBody = true;
  let left = remaining;
  const request = ctx.req;
  request.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) {
      request.socket.destroy();
      return;
    }
    // Paced: one chunk per turn of the event loop, so a sender of megabytes cannot crowd out other requests.
    request.pause();
    setImmediate(() => request.resume());
  });
}

function textDecoder(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset);
  } catch {
    throw unreadable(415, `Unsupported charset: ${charset}`);
  }
}

function unreadable(status: 400 | 415, reason: string): Problem {
  if (status === 400) return problems.validation([{ path: 'body', message: `cannot be read: ${reason}` }]);
  return new Problem(415, 'UNSUPPORTED_MEDIA_TYPE', { detail: `The request body cannot be read: ${reason}.` });
}
