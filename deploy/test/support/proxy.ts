// A round-robin reverse proxy in front of the replicas, as a load balancer would be: each HTTP request and each
// WebSocket upgrade goes to the next replica; one that refuses the connection (killed) is skipped.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** The replica URLs behind it; change the array to take one out. */
  backends: string[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  /** The backends in the order this request tries them. */
  const turn = () => {
    const start = next++;
    return backends.map((_, i) => new URL(backends[(start + i) % backends.length]!));
  };
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, turn()));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (request, client, head) => upgrade(request, client as Socket, head, turn()));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Buffered bodies make a retry on the next backend safe: nothing reached the refused one. */
function forward(request: IncomingMessage, body: Buffer, response: ServerResponse, targets: URL[]): void {
  const [target, ...rest] = targets;
  if (!target) {
    response.writeHead(502).end();
    return;
  }
  const upstream = httpRequest({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNREFUSED' && !response.headersSent) forward(request, body, response, rest);
    else response.destroy();
  });
  upstream.end(body);
}

function upgrade(request: IncomingMessage, client: Socket, head: Buffer, targets: URL[]): void {
  const [target, ...rest] = targets;
  if (!target) {
    client.destroy();
    return;
  }
  const upstream = connect(Number(target.port), target.hostname, () => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    upstream.pipe(client).pipe(upstream);
  });
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNREFUSED') upgrade(request, client, head, rest);
    else client.destroy();
  });
  client.on('error', () => upstream.destroy());
  client.on('close', () => upstream.destroy());
}
