import type { Context } from 'koa';
import compress from 'koa-compress';

const THRESHOLD = 1024;
const COMPRESSED_ENCODINGS = ['zstd', 'br', 'gzip', 'deflate'];
const done = async () => undefined;

/**
 * Compresses an answered response of 1 KB or more for a client that asks for it (Accept-Encoding; API clients and
 * probes mostly send none, and then nothing here runs). Most API answers are smaller, so koa-compress (content
 * negotiation, compressibility lookup) is only consulted once the body is known to be large enough. JSON bodies are
 * serialised here, once, so their size is known.
 */
export function compressor(): (ctx: Context) => Promise<void> | undefined {
  const koaCompress = compress({ threshold: THRESHOLD });
  return (ctx) => {
    if (!ctx.req.headers['accept-encoding']) return undefined;
    return compressAccepted(ctx, koaCompress);
  };
}

async function compressAccepted(ctx: Context, koaCompress: ReturnType<typeof compress>): Promise<void> {
  const body = ctx.body;
  if (body === null || body === undefined || ctx.compress === false || ctx.response.get('Content-Encoding')) return;
  if (typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function') {
    const type = ctx.response.get('Content-Type');
    ctx.body = JSON.stringify(body);
    if (type) ctx.type = type;
  }
  if (typeof ctx.body === 'string' || Buffer.isBuffer(ctx.body)) {
    if (Buffer.byteLength(ctx.body as string | Buffer) < THRESHOLD) return;
  }
  if (!acceptsACompression(ctx)) return;
  await koaCompress(ctx, done);
}

/**
 * A client that refuses identity and every coding we have (`Accept-Encoding: identity;q=0`) still gets the
 * response, uncompressed: RFC 9110 §12.1 lets a server send a response that does not match the preferences rather
 * than a 406, and an answer the client can read beats an error it did not ask for. (koa-compress would fail on
 * such a header with a TypeError.)
 */
function acceptsACompression(ctx: Context): boolean {
  return ctx.acceptsEncodings(COMPRESSED_ENCODINGS) !== false;
}
