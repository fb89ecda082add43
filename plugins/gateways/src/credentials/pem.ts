import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import type { FieldError } from '@portcullis/core';

// Certificate material is parsed when it arrives, so a paste error is a 400 naming the field instead of a
// confusing TLS failure on the first call.

const CERT_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

function certificates(pem: string): X509Certificate[] {
  const blocks = pem.match(CERT_BLOCK) ?? [];
  return blocks.map((block) => new X509Certificate(block));
}

/** One or more PEM certificates (a CA bundle or a client certificate with its chain). */
export function certificateProblem(pem: string): string | null {
  try {
    return certificates(pem).length === 0 ? 'must be a PEM certificate (-----BEGIN CERTIFICATE-----)' : null;
  } catch (error) {
    return `is not a readable PEM certificate (${(error as Error).message})`;
  }
}

function privateKey(pem: string): KeyObject {
  return createPrivateKey({ key: pem, format: 'pem' });
}

export function privateKeyProblem(pem: string): string | null {
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) return 'must be a PEM private key (-----BEGIN PRIVATE KEY-----)';
  if (/ENCRYPTED/.test(pem)) return 'encrypted private keys are not supported; give the key without a passphrase';
  try {
    privateKey(pem);
    return null;
  } catch (error) {
    return `is not a readable PEM private key (${(error as Error).message})`;
  }
}

/** The client certificate (first block) must belong to the client key. */
export function keyPairProblems(certPem: string, keyPem: string): FieldError[] {
  try {
    const [leaf] = certificates(certPem);
    if (leaf && !leaf.checkPrivateKey(privateKey(keyPem))) {
      return [{ path: 'body.client_key', message: 'does not match the public key of client_cert' }];
    }
  } catch {
    // Unreadable material is reported by the per-field checks.
  }
  return [];
}
