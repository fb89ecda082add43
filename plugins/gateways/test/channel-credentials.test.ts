// test-dialects: none
// TLS channel credentials are shared by gateways with the same CA and client identity (one TLS context for a fleet
// behind one CA, not one per channel), and never by gateways whose CA, key or certificate differ.
import { generateCertificateBundle } from '@portcullis/openshell-sim/certs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { channelCredentials } from '../src/client/channel.ts';
import type { GatewaySecrets } from '../src/credentials/sealed.ts';
import type { GatewayRecord } from '../src/gateway/record.ts';

const tls = { tls: true } as GatewayRecord;
const bundle = generateCertificateBundle({ clientCommonName: 'portcullis', clientOrganizationalUnits: ['openshell-admin'] });
const other = generateCertificateBundle({ clientCommonName: 'portcullis', clientOrganizationalUnits: ['openshell-admin'] });
const secrets = (overrides: Partial<GatewaySecrets> = {}): GatewaySecrets => ({
  caCert: bundle.ca.certPem,
  clientCert: bundle.client.certPem,
  clientKey: bundle.client.keyPem,
  apiKey: null,
  oidcClientSecret: null,
  ...overrides,
});

test('the same CA, key and certificate: one credentials object for every channel', () => {
  assert.is(channelCredentials(tls, secrets()), channelCredentials(tls, secrets({ apiKey: 'not part of TLS' })));
});

test('another CA, identity or none: credentials of their own', () => {
  const shared = channelCredentials(tls, secrets());
  for (const overrides of [
    { caCert: other.ca.certPem },
    { clientCert: other.client.certPem, clientKey: other.client.keyPem },
    { clientCert: null, clientKey: null },
    { caCert: null },
  ]) {
    assert.is.not(channelCredentials(tls, secrets(overrides)), shared, JSON.stringify(Object.keys(overrides)));
  }
  assert.is.not(channelCredentials(tls, secrets({ caCert: null })), channelCredentials(tls, secrets({ clientCert: null, clientKey: null })));
});

test.run();
