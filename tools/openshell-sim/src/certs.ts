// Public entry point `@portcullis/openshell-sim/certs`: certificate helpers for tests and demos.

export type {
  CertificateAuthority,
  CertificateBundle,
  ClientCertOptions,
  KeyPairPem,
  ServerCertOptions,
} from './tls/certs.ts';
export {
  createCertificateAuthority,
  generateCertificateBundle,
  issueClientCertificate,
  issueServerCertificate,
} from './tls/certs.ts';
