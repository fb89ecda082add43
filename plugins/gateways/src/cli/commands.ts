import { type CliCommand, isProblem } from '@portcullis/core';
import type { WireLineRegistry } from '../api/wire-lines.ts';
import type { OidcTokens } from '../client/oidc-tokens.ts';
import type { EndpointPolicy } from '../endpoint/check.ts';
import { probeGateway } from '../health/probe.ts';
import { freshTransport } from '../health/transport.ts';
import type { GatewayRegistry } from '../registry/registry.ts';

// Operator commands (`npm run portcullis -- gateways ...`): what an operator needs when the HTTP API is not at
// hand, for instance while the service itself is down.

export function listCommand(registry: GatewayRegistry): CliCommand {
  return {
    name: 'gateways list',
    summary: 'Registered gateways with their last known status.',
    description: 'One line per gateway: name, status, endpoint, auth mode, last seen (tab-separated), then a count.',
    run: async (_input, io) => {
      const records = await registry.list();
      for (const record of records) {
        io.out([record.name, record.status, record.endpoint, record.authMode, record.lastSeen?.toISOString() ?? '-'].join('\t'));
      }
      io.out(`${records.length} gateways registered.`);
      return 0;
    },
  };
}

export function testConnectionCommand(
  registry: GatewayRegistry,
  lines: WireLineRegistry,
  policy: EndpointPolicy,
  tokens: OidcTokens,
  probeTimeoutMs: number,
): CliCommand {
  return {
    name: 'gateways test-connection',
    summary: 'Connect to a gateway now (Health, then GetGatewayInfo) and print the result as JSON; exit 1 unless connected.',
    positionals: [{ name: 'name', description: 'The registered gateway.' }],
    run: async (input, io) => {
      const name = input.positionals[0]!;
      const record = await registry.find(name);
      if (!record) {
        io.err(`No gateway named ${name} is registered.`);
        return 1;
      }
      let transport;
      try {
        transport = await freshTransport(await registry.connection(record.name), policy, tokens);
      } catch (error) {
        if (!isProblem(error)) throw error;
        io.err(error.detail);
        return 1;
      }
      try {
        const report = await probeGateway(transport, lines, probeTimeoutMs);
        io.out(JSON.stringify(report));
        return report.status === 'connected' ? 0 : 1;
      } finally {
        transport.close();
      }
    },
  };
}
