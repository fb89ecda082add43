import type { Duplex } from 'node:stream';
import type { Problem } from '../errors.ts';
import { nodeHttp } from '../net/node-http.ts';

/**
 * Writes a problem+json response straight onto a socket and ends it: for the places HTTP is answered without a
 * response object (a refused WebSocket upgrade, a request Node could not parse).
 */
export function writeRawProblem(socket: Duplex, problem: Problem, requestId: string, headers: Record<string, string>): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(problem.toBody(requestId));
  const all = {
    ...headers,
    ...problem.headers,
    'Content-Type': 'application/problem+json',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-ID': requestId,
    Connection: 'close',
  };
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${problem.status} ${nodeHttp.STATUS_CODES[problem.status] ?? 'Error'}\r\n${head}\r\n\r\n${body}`);
}
