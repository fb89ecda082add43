// Test and demo certificates: a CA, server certificates with SANs, and client certificates whose CN and OU become
// the caller identity in the mtls profiles. ECDSA P-256 keys, signed with node:crypto; no openssl subprocess.

import type { KeyObject } from 'node:crypto';
import { createPublicKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isIP } from 'node:net';
import { bitString, bool, explicit, implicit, octetString, oid, sequence, set, smallInteger, time, toPem, unsignedInteger, utf8String } from './der.ts';

export interface KeyPairPem {
  certPem: string;
  keyPem: string;
}

export interface CertificateAuthority extends KeyPairPem {
  name: string;
  privateKey: KeyObject;
  subjectDer: Buffer;
}

export interface ServerCertOptions {
  /** Extra DNS names or IP addresses besides localhost, 127.0.0.1 and ::1. */
  names?: string[];
  commonName?: string;
  validDays?: number;
}

export interface ClientCertOptions {
  commonName: string;
  /** Organisational units; on OpenShell an mTLS identity's roles are its OU values. */
  organizationalUnits?: string[];
  validDays?: number;
}

const OID = {
  commonName: '2.5.4.3',
  organizationalUnit: '2.5.4.11',
  organization: '2.5.4.10',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectAltName: '2.5.29.17',
  serverAuth: '1.3.6.1.5.5.7.3.1',
  clientAuth: '1.3.6.1.5.5.7.3.2',
};

const DAY_MS = 86_400_000;

function attribute(type: string, value: string): Buffer {
  return set(sequence(oid(type), utf8String(value)));
}

function distinguishedName(entries: [string, string][]): Buffer {
  return sequence(...entries.map(([type, value]) => attribute(type, value)));
}

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return sequence(oid(id), ...(critical ? [bool(true)] : []), octetString(value));
}

/** keyUsage bits: digitalSignature (0), keyCertSign (5), cRLSign (6). */
function keyUsage(isCa: boolean): Buffer {
  const bits = isCa ? 0b1000_0110 : 0b1000_0000;
  return extension(OID.keyUsage, true, Buffer.from([0x03, 0x02, isCa ? 0x01 : 0x07, bits]));
}

function ipBytes(address: string): Buffer {
  if (isIP(address) === 4) return Buffer.from(address.split('.').map(Number));
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array<string>(address.includes('::') ? missing : 0).fill('0'), ...groups(tail)];
  return Buffer.from(
    all.flatMap((g) => {
      const n = parseInt(g, 16);
      return [n >> 8, n & 0xff];
    }),
  );
}

function subjectAltNames(names: string[]): Buffer {
  const general = names.map((name) => (isIP(name) ? implicit(7, ipBytes(name)) : implicit(2, Buffer.from(name))));
  return extension(OID.subjectAltName, false, sequence(...general));
}

interface IssueInput {
  subject: Buffer;
  issuer: Buffer;
  publicKey: KeyObject;
  signingKey: KeyObject;
  validDays: number;
  extensions: Buffer[];
}

function issue(input: IssueInput): Buffer {
  const algorithm = sequence(oid(OID.ecdsaWithSha256));
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const notBefore = new Date(Date.now() - 60_000); // tolerate small clock skew between processes
  const tbs = sequence(
    explicit(0, smallInteger(2)), // v3
    unsignedInteger(serial),
    algorithm,
    input.issuer,
    sequence(time(notBefore), time(new Date(notBefore.getTime() + input.validDays * DAY_MS))),
    input.subject,
    input.publicKey.export({ format: 'der', type: 'spki' }),
    explicit(3, sequence(...input.extensions)),
  );
  const signature = sign('sha256', tbs, input.signingKey);
  return sequence(tbs, algorithm, bitString(signature));
}

function newKeyPair() {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

function keyPem(key: KeyObject): string {
  return key.export({ format: 'pem', type: 'pkcs8' }).toString();
}

export function createCertificateAuthority(name = 'Portcullis Test CA', validDays = 365): CertificateAuthority {
  const { privateKey, publicKey } = newKeyPair();
  const subjectDer = distinguishedName([
    [OID.organization, 'Portcullis'],
    [OID.commonName, name],
  ]);
  const der = issue({
    subject: subjectDer,
    issuer: subjectDer,
    publicKey,
    signingKey: privateKey,
    validDays,
    extensions: [extension(OID.basicConstraints, true, sequence(bool(true))), keyUsage(true)],
  });
  return { name, privateKey, subjectDer, certPem: toPem('CERTIFICATE', der), keyPem: keyPem(privateKey) };
}

export function issueServerCertificate(ca: CertificateAuthority, options: ServerCertOptions = {}): KeyPairPem {
  const { privateKey, publicKey } = newKeyPair();
  const names = [...new Set(['localhost', '127.0.0.1', '::1', ...(options.names ?? [])])];
  const der = issue({
    subject: distinguishedName([[OID.commonName, options.commonName ?? 'openshell-gateway']]),
    issuer: ca.subjectDer,
    publicKey,
    signingKey: ca.privateKey,
    validDays: options.validDays ?? 365,
    extensions: [
      extension(OID.basicConstraints, true, sequence()),
      keyUsage(false),
      extension(OID.extKeyUsage, false, sequence(oid(OID.serverAuth))),
      subjectAltNames(names),
    ],
  });
  return { certPem: toPem('CERTIFICATE', der), keyPem: keyPem(privateKey) };
}

export function issueClientCertificate(ca: CertificateAuthority, options: ClientCertOptions): KeyPairPem {
  const { privateKey, publicKey } = newKeyPair();
  const units = (options.organizationalUnits ?? []).map((ou): [string, string] => [OID.organizationalUnit, ou]);
  const der = issue({
    subject: distinguishedName([...units, [OID.commonName, options.commonName]]),
    issuer: ca.subjectDer,
    publicKey,
    signingKey: ca.privateKey,
    validDays: options.validDays ?? 365,
    extensions: [extension(OID.basicConstraints, true, sequence()), keyUsage(false), extension(OID.extKeyUsage, false, sequence(oid(OID.clientAuth)))],
  });
  return { certPem: toPem('CERTIFICATE', der), keyPem: keyPem(privateKey) };
}

export interface CertificateBundle {
  ca: KeyPairPem;
  server: KeyPairPem;
  client: KeyPairPem;
  /** The CA object, to issue more certificates from it. */
  authority: CertificateAuthority;
}

/** CA + server (localhost, 127.0.0.1, ::1 + extra names) + one client certificate, as a gateway's local bundle. */
export function generateCertificateBundle(
  options: { serverNames?: string[]; clientCommonName?: string; clientOrganizationalUnits?: string[]; caName?: string } = {},
): CertificateBundle {
  const authority = createCertificateAuthority(options.caName);
  return {
    authority,
    ca: { certPem: authority.certPem, keyPem: authority.keyPem },
    server: issueServerCertificate(authority, { names: options.serverNames ?? [] }),
    client: issueClientCertificate(authority, {
      commonName: options.clientCommonName ?? 'portcullis',
      organizationalUnits: options.clientOrganizationalUnits ?? ['openshell-admin'],
    }),
  };
}

/** Only for assertions: the public key of a PEM certificate, to check which key signed what. */
export function certificatePublicKey(certPem: string): KeyObject {
  return createPublicKey(certPem);
}
