// test-dialects: none
// The policy codec every wire line shares: our document to the objects proto-loader encodes, and decoded objects
// (every field present, oneof markers, Struct values) back to the document as it was written.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodePolicy, decodeRule, type EndpointCodec, encodePolicy } from '../src/index.ts';

const rule = (host: string, extra: Record<string, unknown> = {}) => ({
  name: 'r',
  endpoints: [{ host, port: 443, ...extra }],
  binaries: [{ path: '/usr/bin/curl' }],
});

test('the wire form round-trips and unset fields disappear', () => {
  const document = {
    version: 1,
    network_policies: { api: rule('api.example.com') },
    network_middlewares: { m: { middleware: 'redact', config: { level: 2, keys: ['a'], nested: { on: true } } } },
  };
  const wire = encodePolicy(document);
  assert.equal((wire.network_middlewares as any).m.config.fields.level, { numberValue: 2 });
  const decoded = {
    ...wire,
    filesystem: null,
    landlock: null,
    process: null,
    network_middlewares: {
      m: {
        name: '',
        middleware: 'redact',
        on_error: '',
        order: 0,
        endpoints: null,
        config: {
          fields: {
            level: { kind: 'numberValue', numberValue: 2, stringValue: '' },
            keys: { kind: 'listValue', listValue: { values: [{ kind: 'stringValue', stringValue: 'a' }] } },
            nested: { kind: 'structValue', structValue: { fields: { on: { kind: 'boolValue', boolValue: true } } } },
          },
        },
      },
    },
    network_policies: {
      _provider_openai: {
        name: 'gw-owned',
        endpoints: [{ host: 'api.openai.com', port: 443, ports: [], protocol: '', mcp: null, _mcp: undefined }],
        binaries: [],
      },
      api: { ...document.network_policies.api, endpoints: [{ host: 'api.example.com', port: 443, ports: [], path: '', allowed_ips: [] }] },
    },
  };
  const back = decodePolicy(decoded);
  assert.equal(back.network_middlewares, { m: { middleware: 'redact', config: { level: 2, keys: ['a'], nested: { on: true } } } });
  assert.equal((back.network_policies as any).api, rule('api.example.com'));
  assert.ok((back.network_policies as any)._provider_openai, 'gateway-owned rule keys are kept');
});

test("a line's endpoint codec applies to every endpoint, both ways, before unset fields are dropped", () => {
  const codec: EndpointCodec = {
    toWire: ({ tls, ...rest }) => ({ ...rest, tls: tls === 'skip' ? 'TLS_SKIP' : 'TLS_UNSPECIFIED' }),
    fromWire: ({ tls, ...rest }) => ({ ...rest, tls: tls === 'TLS_SKIP' ? 'skip' : '' }),
  };
  const wire = encodePolicy({ network_policies: { a: rule('a.example.com', { tls: 'skip' }), b: rule('b.example.com') } }, codec) as any;
  assert.equal([wire.network_policies.a.endpoints[0].tls, wire.network_policies.b.endpoints[0].tls], ['TLS_SKIP', 'TLS_UNSPECIFIED']);
  const back = decodePolicy(wire, codec) as any;
  assert.equal([back.network_policies.a.endpoints[0].tls, back.network_policies.b.endpoints[0]], ['skip', { host: 'b.example.com', port: 443 }]);
  assert.equal(decodeRule(wire.network_policies.a, codec), rule('a.example.com', { tls: 'skip' }));
  assert.is(decodeRule(null), null);
});

test.run();
