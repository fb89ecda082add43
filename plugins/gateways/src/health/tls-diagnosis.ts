import { isIP } from 'node:net';
import * as tls from 'node:tls';
import type { GatewayRecord } from '../gateway/record.ts';
import type { TlsTarget } from './transport.ts';

// grpc-js reports every failed TLS connection as UNAVAILABLE "Failed to connect", whether nothing listens or the
// gateway refused our client certificate. When a TLS channel fails, one plain TLS handshake tells the cases apart,
// so that test-connection and the health monitor can say "reachable, credentials refused" in words. The words
// are ours (a category and the setting to check), never the remote side's own error text.

export type TlsVerdict =
  | { kind: 'unreachable' }
  | { kind: 'credentials-refused'; message: string }
  | { kind: 'server-untrusted'; message: string }
  | { kind: 'not-tls'; message: string }
  | { kind: 'accepted' };

const UNTRUSTED_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
]);

function alertName(error: NodeJS.ErrnoException): string | null {
  const match = /alert ([a-z ]+?)(?::|$)/i.exec(error.message);
  return match ? match[1]!.trim() : null;
}

function classifyError(error: NodeJS.ErrnoException, secure: boolean, serverName: string): TlsVerdict {
  const code = error.code ?? '';
  const alert = alertName(error);
  if (alert) return { kind: 'credentials-refused', message: `the gateway refused the TLS handshake (alert: ${alert}); check client_cert and client_key` };
  if (UNTRUSTED_CODES.has(code))
    return { kind: 'server-untrusted', message: `the gateway's certificate is not trusted for ${serverName} (${code}); check ca_cert and tls_server_name` };
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER')
    return { kind: 'not-tls', message: 'the gateway does not speak TLS on this port; use an http:// endpoint for a plaintext gateway' };
  if (secure) return { kind: 'credentials-refused', message: 'the gateway closed the connection after the TLS handshake; check client_cert and client_key' };
  return { kind: 'unreachable' };
}

/** One TLS handshake with the gateway's own settings, to the address its channel dials, judged by what the server does next. */
export function diagnoseTls(record: GatewayRecord, target: TlsTarget, timeoutMs: number): Promise<TlsVerdict> {
  return new Promise((resolve) => {
    let secure = false;
    let settled = false;
    const finish = (verdict: TlsVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(verdict);
    };
    const serverName = record.tlsServerName ?? (isIP(record.host) ? undefined : record.host);
    const { secrets } = target;
    const socket = tls.connect({
      host: target.address,
      port: record.port,
      ALPNProtocols: ['h2'],
      ...(serverName ? { servername: serverName } : {}),
      ...(secrets.caCert ? { ca: secrets.caCert } : {}),
      ...(secrets.clientCert ? { cert: secrets.clientCert } : {}),
      ...(secrets.clientKey ? { key: secrets.clientKey } : {}),
    });
    // An HTTP/2 server speaks first (its SETTINGS frame) once it has accepted the connection.
    socket.once('secureConnect', () => {
      secure = true;
    });
    socket.once('data', () => finish({ kind: 'accepted' }));
    socket.once('error', (error: NodeJS.ErrnoException) => finish(classifyError(error, secure, serverName ?? record.host)));
    socket.once('close', () =>
      finish(
        secure
          ? {
              kind: 'credentials-refused',
              message: 'the gateway closed the connection right after the TLS handshake: it did not accept our client certificate',
            }
          : { kind: 'unreachable' },
      ),
    );
    const timer = setTimeout(() => finish(secure ? { kind: 'accepted' } : { kind: 'unreachable' }), timeoutMs);
  });
}
