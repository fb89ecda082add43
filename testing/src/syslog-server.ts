// A syslog receiver over TLS for tests (RFC 5425 transport): frames are octet-counted (RFC 6587 §3.4.1, the framing
// RFC 5425 requires) and each message is parsed as RFC 5424, structured data included. A frame that is not valid
// RFC 5424 is kept in `malformed`, so a test sees a sender's mistakes instead of losing them.
import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type TLSSocket } from 'node:tls';

export interface SyslogMessage {
  facility: number;
  severity: number;
  version: number;
  timestamp: string;
  hostname: string;
  appName: string;
  procId: string;
  msgId: string;
  /** SD-ID → parameters (values unescaped). */
  structuredData: Record<string, Record<string, string>>;
  /** The MSG part, without its UTF-8 byte order mark. */
  message: string;
  /** Whether MSG began with the byte order mark (RFC 5424 §6.4: then it is UTF-8). */
  bom: boolean;
}

export interface TestSyslogServer {
  port: number;
  readonly messages: SyslogMessage[];
  readonly malformed: string[];
  /** TLS connections accepted so far. */
  readonly connections: number;
  waitForMessages(count: number): Promise<SyslogMessage[]>;
  close(): Promise<void>;
}

const NILVALUE = '-';
const BOM = '\uFEFF';
const HEADER = /^<(\d{1,3})>([1-9]\d{0,2}) (\S+) (\S+) (\S+) (\S+) (\S+) /;

/** `[id k="v" …][…]` or `-`, and the rest of the message after it. */
function structuredData(text: string): { data: Record<string, Record<string, string>>; rest: string } | null {
  if (text.startsWith(NILVALUE)) return { data: {}, rest: text.slice(1) };
  const data: Record<string, Record<string, string>> = {};
  let at = 0;
  while (text[at] === '[') {
    const id = /^[^\s=\]"]{1,32}/.exec(text.slice(at + 1));
    if (!id) return null;
    const params: Record<string, string> = {};
    at += 1 + id[0].length;
    while (text[at] === ' ') {
      const name = /^ ([^\s=\]"]{1,32})="/.exec(text.slice(at));
      if (!name) return null;
      at += name[0].length;
      let value = '';
      while (at < text.length && text[at] !== '"') {
        if (text[at] === '\\' && ['"', '\\', ']'].includes(text[at + 1]!)) at += 1;
        value += text[at];
        at += 1;
      }
      if (text[at] !== '"') return null;
      at += 1;
      params[name[1]!] = value;
    }
    if (text[at] !== ']') return null;
    data[id[0]] = params;
    at += 1;
  }
  return at === 0 ? null : { data, rest: text.slice(at) };
}

export function parseRfc5424(frame: string): SyslogMessage | null {
  const header = HEADER.exec(frame);
  if (!header) return null;
  const pri = Number(header[1]);
  if (pri > 191) return null;
  const sd = structuredData(frame.slice(header[0].length));
  if (!sd || (sd.rest !== '' && !sd.rest.startsWith(' '))) return null;
  const message = sd.rest.slice(1);
  return {
    facility: Math.floor(pri / 8),
    severity: pri % 8,
    version: Number(header[2]),
    timestamp: header[3]!,
    hostname: header[4]!,
    appName: header[5]!,
    procId: header[6]!,
    msgId: header[7]!,
    structuredData: sd.data,
    message: message.startsWith(BOM) ? message.slice(1) : message,
    bom: message.startsWith(BOM),
  };
}

/** Splits `MSG-LEN SP SYSLOG-MSG` frames off the buffer; returns the unconsumed rest (or null: broken framing). */
function takeFrames(buffer: Buffer, onFrame: (frame: string) => void): Buffer | null {
  let rest = buffer;
  for (;;) {
    const space = rest.indexOf(0x20);
    if (space === -1) return rest.length > 10 ? null : rest;
    const length = Number(rest.subarray(0, space).toString('latin1'));
    if (!/^[1-9]\d*$/.test(rest.subarray(0, space).toString('latin1'))) return null;
    if (rest.length < space + 1 + length) return rest;
    onFrame(rest.subarray(space + 1, space + 1 + length).toString('utf8'));
    rest = rest.subarray(space + 1 + length);
  }
}

export async function startSyslogServer(options: { key: string; cert: string; port?: number }): Promise<TestSyslogServer> {
  const messages: SyslogMessage[] = [];
  const malformed: string[] = [];
  const arrived = new EventEmitter();
  const sockets = new Set<TLSSocket>();
  let connections = 0;
  const server = createServer({ key: options.key, cert: options.cert }, (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending: Buffer | null = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = takeFrames(Buffer.concat([pending ?? Buffer.alloc(0), chunk]), (frame) => {
        const parsed = parseRfc5424(frame);
        if (parsed) messages.push(parsed);
        else malformed.push(frame);
      });
      if (pending === null) {
        malformed.push('broken octet-counting framing');
        socket.destroy();
      }
      arrived.emit('message');
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    malformed,
    get connections() {
      return connections;
    },
    async waitForMessages(count) {
      while (messages.length < count) await once(arrived, 'message');
      return messages;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
