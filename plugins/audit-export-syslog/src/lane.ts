import { isIP } from 'node:net';
import { connect } from 'node:tls';
import type { AuditExportLane, AuditExportRecord } from '@portcullis/plugin-audit';
import { type MessageHeader, octetCounted, syslogMessage } from './format.ts';

export interface SyslogTarget {
  host: string;
  port: number;
  /** PEM; null: the system's authorities. */
  ca: string | null;
  serverName: string | null;
  timeoutMs: number;
}

/**
 * Writes the batch over one TLS connection and closes it. Syslog has no acknowledgement, so a batch counts as
 * delivered once the receiver has read it all and closed its end after ours (RFC 5425 §4.4 closure): data lost
 * in a connection that broke before that is sent again with the whole batch.
 */
async function deliver(target: SyslogTarget, frames: Buffer, signal: AbortSignal): Promise<void> {
  const limit = AbortSignal.any([signal, AbortSignal.timeout(target.timeoutMs)]);
  const serverName = target.serverName ?? target.host;
  const socket = connect({
    host: target.host,
    port: target.port,
    ...(target.ca ? { ca: target.ca } : {}),
    // The certificate is checked against servername, or the host when there is none; SNI takes names only, so an
    // address is checked as the host (against the certificate's IP SANs).
    ...(isIP(serverName) ? {} : { servername: serverName }),
  });
  const abort = () => socket.destroy(new Error(`syslog target ${target.host}:${target.port} did not take the batch in time`));
  limit.addEventListener('abort', abort, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('secureConnect', () => socket.end(frames));
      socket.once('close', (hadError) => {
        if (!hadError) (socket.writableFinished ? resolve : () => reject(new Error('connection closed before the batch was sent')))();
      });
      socket.resume();
    });
  } finally {
    limit.removeEventListener('abort', abort);
    socket.destroy();
  }
}

export function syslogLane(target: SyslogTarget, header: MessageHeader): AuditExportLane {
  return {
    name: 'syslog',
    description: `RFC 5424 syslog over TLS to ${target.host}:${target.port}`,
    send: (batch: AuditExportRecord[], signal: AbortSignal) =>
      deliver(target, Buffer.concat(batch.map((record) => octetCounted(syslogMessage(record, header)))), signal),
  };
}
