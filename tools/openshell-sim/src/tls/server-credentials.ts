// gRPC server credentials for the three transports: h2c, TLS, and TLS with client-CA verification where client
// certificates are either required (handshake refused without one) or optional (checked only when presented).
import * as grpc from '@grpc/grpc-js';
import type { TlsOptions } from '../options.ts';

/**
 * A certificate provider that always answers with the same PEMs (grpc-js's optional-client-cert path needs one).
 * It answers on the next tick: grpc-js registers its own watcher only after subscribing to the provider, and a
 * synchronous answer would be lost, leaving the server refusing every connection.
 */
function staticProvider(update: { ca?: Buffer; cert?: Buffer; key?: Buffer }): grpc.experimental.CertificateProvider {
  return {
    addCaCertificateListener: (listener) => queueMicrotask(() => listener(update.ca ? { caCertificate: update.ca } : null)),
    removeCaCertificateListener: () => {},
    addIdentityCertificateListener: (listener) =>
      queueMicrotask(() => listener(update.cert && update.key ? { certificate: update.cert, privateKey: update.key } : null)),
    removeIdentityCertificateListener: () => {},
  };
}

export function serverCredentials(tls: TlsOptions | undefined): grpc.ServerCredentials {
  if (!tls) return grpc.ServerCredentials.createInsecure();
  const cert = Buffer.from(tls.certPem);
  const key = Buffer.from(tls.keyPem);
  if (!tls.clientCaPem) return grpc.ServerCredentials.createSsl(null, [{ cert_chain: cert, private_key: key }], false);
  const ca = Buffer.from(tls.clientCaPem);
  if (tls.requireClientCert ?? true) {
    return grpc.ServerCredentials.createSsl(ca, [{ cert_chain: cert, private_key: key }], true);
  }
  // One provider answering both roles: grpc-js 1.14's factory hands its (ca, identity) arguments to the class
  // constructor in the opposite order, so a provider per role would be wired backwards.
  const provider = staticProvider({ ca, cert, key });
  return grpc.experimental.createCertificateProviderServerCredentials(provider, provider, false);
}
