// Certificate helpers: a CA, server certificates with the local SANs, client certificates with CN/OU.
import { X509Certificate } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createCertificateAuthority, generateCertificateBundle, issueClientCertificate, issueServerCertificate } from '../src/certs.ts';

test('bundle: CA is a CA; server covers localhost, 127.0.0.1, ::1 and extra names; client carries CN and OU', () => {
  const bundle = generateCertificateBundle({
    serverNames: ['gw.example.test', '10.9.8.7'],
    clientCommonName: 'mp',
    clientOrganizationalUnits: ['openshell-admin', 'ops'],
  });
  const ca = new X509Certificate(bundle.ca.certPem);
  const server = new X509Certificate(bundle.server.certPem);
  const client = new X509Certificate(bundle.client.certPem);
  assert.ok(ca.ca);
  assert.not.ok(server.ca);
  assert.ok(server.verify(ca.publicKey) && client.verify(ca.publicKey));
  assert.ok(server.checkHost('localhost') && server.checkHost('gw.example.test'));
  assert.ok(server.checkIP('127.0.0.1') && server.checkIP('::1') && server.checkIP('10.9.8.7'));
  assert.match(client.subject, /CN=mp/);
  assert.match(client.subject, /OU=openshell-admin/);
  assert.match(client.subject, /OU=ops/);
  assert.equal(client.keyUsage, ['1.3.6.1.5.5.7.3.2']);
  assert.match(bundle.client.keyPem, /BEGIN PRIVATE KEY/);
});

test('certificates from a different CA do not verify against the first', () => {
  const first = createCertificateAuthority('First');
  const rogue = createCertificateAuthority('Rogue');
  const foreign = new X509Certificate(issueClientCertificate(rogue, { commonName: 'x' }).certPem);
  assert.not.ok(foreign.verify(new X509Certificate(first.certPem).publicKey));
  const own = new X509Certificate(issueServerCertificate(first).certPem);
  assert.ok(own.verify(new X509Certificate(first.certPem).publicKey));
  assert.ok(new Date(own.validTo).getTime() > Date.now() + 300 * 86_400_000, 'valid for about a year');
});

test.run();
