// A small authoritative DNS server over UDP for tests: A and AAAA answers from a table the test changes while it
// runs (a name that resolves differently over time), TTL 0, NXDOMAIN for names it does not know. A kernel is
// pointed at it with SERVICE_DNS_SERVERS, so every outbound lookup (gateways, webhook targets) goes over the real
// DNS protocol.
import { createSocket, type RemoteInfo } from 'node:dgram';
import { once } from 'node:events';
import { type IpAddress, parseIpv4, parseIpv6 } from '@portcullis/core';

export interface TestDnsServer {
  /** `127.0.0.1:port`, the value for SERVICE_DNS_SERVERS. */
  address: string;
  /** What `name` resolves to from now on (IPv4 and IPv6 addresses; empty: the name exists without addresses). */
  set(name: string, addresses: string[]): void;
  /** Questions asked about `name` so far (A and AAAA each count). */
  queries(name: string): number;
  close(): Promise<void>;
}

const TYPE_A = 1;
const TYPE_AAAA = 28;
const NXDOMAIN = 3;

interface Question {
  id: number;
  name: string;
  type: number;
  /** The question section as received, echoed in the answer. */
  section: Buffer;
}

function readQuestion(message: Buffer): Question | null {
  if (message.length < 12 || message.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let offset = 12;
  while (offset < message.length && message[offset] !== 0) {
    const length = message[offset]!;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += 1 + length;
  }
  if (offset + 5 > message.length) return null;
  return {
    id: message.readUInt16BE(0),
    name: labels.join('.').toLowerCase(),
    type: message.readUInt16BE(offset + 1),
    section: message.subarray(12, offset + 5),
  };
}

/** As written: `::ffff:127.0.0.1` is served as an AAAA record, the way a hostile server could. */
function literal(address: string): IpAddress {
  return (address.includes(':') ? parseIpv6(address) : parseIpv4(address))!;
}

function rdata(address: string): Buffer {
  const parsed = literal(address);
  const bytes = parsed.family === 4 ? 4 : 16;
  return Buffer.from(parsed.value.toString(16).padStart(bytes * 2, '0'), 'hex');
}

function reply(question: Question, addresses: string[] | undefined): Buffer {
  const family = question.type === TYPE_A ? 4 : question.type === TYPE_AAAA ? 6 : 0;
  const answers = (addresses ?? [])
    .filter((address) => literal(address).family === family)
    .map((address) => {
      const data = rdata(address);
      const record = Buffer.alloc(12);
      record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      record.writeUInt16BE(question.type, 2);
      record.writeUInt16BE(1, 4); // class IN
      record.writeUInt32BE(0, 6); // TTL 0: nothing may keep an old answer
      record.writeUInt16BE(data.length, 10);
      return Buffer.concat([record, data]);
    });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(question.id, 0);
  header.writeUInt16BE(0x8400 | 0x0100 | 0x0080 | (addresses === undefined ? NXDOMAIN : 0), 2); // QR AA RD RA rcode
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, question.section, ...answers]);
}

export async function startDnsServer(): Promise<TestDnsServer> {
  const table = new Map<string, string[]>();
  const asked = new Map<string, number>();
  const socket = createSocket('udp4');
  socket.on('message', (message: Buffer, peer: RemoteInfo) => {
    const question = readQuestion(message);
    if (!question) return;
    asked.set(question.name, (asked.get(question.name) ?? 0) + 1);
    socket.send(reply(question, table.get(question.name)), peer.port, peer.address);
  });
  socket.bind(0, '127.0.0.1');
  await once(socket, 'listening');
  return {
    address: `127.0.0.1:${socket.address().port}`,
    set: (name, addresses) => {
      table.set(name.toLowerCase(), addresses);
    },
    queries: (name) => asked.get(name.toLowerCase()) ?? 0,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
