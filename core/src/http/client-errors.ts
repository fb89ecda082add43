import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { Problem } from '../errors.ts';
import type { Metrics } from '../metrics.ts';
import { writeRawProblem } from './raw-response.ts';
import { requestIdFrom } from './request-id.ts';

// Node emits 'clientError' for a connection whose request it could not parse (bad syntax, an unknown method,
// headers too large, a request that took too long) and for a connection reset. There is no request or response
// object then; the answer is written to the socket by hand, as problem+json like every other refusal.

const ANSWERS: Record<string, { status: number; code: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', detail: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', detail: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, code: 'MALFORMED_REQUEST', detail: 'The request is not valid HTTP.' };

export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Duplex,
  deps: { logger: Logger; metrics: Metrics; securityHeaders: Record<string, string> },
): void {
  if (error.code === 'ECONNRESET' || !socket.writable || responseStarted(socket)) {
    deps.logger.debug({ err: error }, 'connection dropped');
    socket.destroy();
    return;
  }
  deps.metrics.connectionError('http');
  deps.logger.debug({ err: error }, 'malformed request refused');
  const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
  writeRawProblem(socket, new Problem(answer.status, answer.code, { detail: answer.detail }), requestIdFrom(undefined), deps.securityHeaders);
}

/** A response already on its way cannot be followed by another one on the same connection (what Node checks too). */
function responseStarted(socket: Duplex): boolean {
  return (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent === true;
}
