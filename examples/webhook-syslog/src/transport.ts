import { createSocket } from 'node:dgram';
import { isIPv6, Socket } from 'node:net';
import { describeRefusal } from '@portcullis/core';
import type { DeliveryContext, Verdict } from '@portcullis/plugin-webhooks';

// Sending under the outbound-address rule: the host is judged by every address it resolves to, and the socket
// dials the first judged address, so a name rebound to a private address after the check is never reached.

export type Transport = 'udp' | 'tcp';

export interface Destination {
  transport: Transport;
  host: string;
  port: number;
}

/** UDP: one datagram per message (RFC 5426); no answer comes, so a sent datagram counts as delivered. */
function sendDatagram(address: string, port: number, message: Buffer): Promise<void> {
  const socket = createSocket(isIPv6(address) ? 'udp6' : 'udp4');
  return new Promise<void>((resolve, reject) => {
    socket.send(message, port, address, (error) => (error ? reject(error) : resolve()));
  }).finally(() => socket.close());
}

/** TCP with octet counting (RFC 6587): `<length> <message>`; delivered once the receiver has it and the stream ended. */
function sendOverStream(address: string, port: number, message: Buffer, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const abort = () => socket.destroy(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    socket.once('error', reject);
    socket.once('close', (failed) => {
      signal.removeEventListener('abort', abort);
      if (!failed) resolve();
    });
    socket.connect(port, address, () => socket.end(Buffer.concat([Buffer.from(`${message.length} `), message])));
  });
}

export async function send(destination: Destination, line: string, context: DeliveryContext): Promise<Verdict> {
  const inspection = await context.egress.inspect(destination.host);
  if (inspection.kind === 'refused')
    return { ok: false, retry: false, responseCode: null, error: `not allowed: ${describeRefusal(destination.host, inspection)}` };
  if (inspection.kind === 'unresolved') return { ok: false, retry: true, responseCode: null, error: inspection.message };
  const address = inspection.addresses[0]!;
  const message = Buffer.from(line);
  try {
    if (destination.transport === 'udp') await sendDatagram(address, destination.port, message);
    else await sendOverStream(address, destination.port, message, context.signal);
    return { ok: true, responseCode: null };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    return {
      ok: false,
      retry: true,
      responseCode: null,
      error: context.signal.aborted ? `timed out after ${Math.round(context.timeoutMs / 1000)} s` : (failure.code ?? failure.message),
    };
  }
}
