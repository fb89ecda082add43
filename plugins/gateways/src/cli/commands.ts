import { isProblem, type CliCommand } from '@portcullis/core';
import type { OidcTokens } from '../client/oidc-tokens.ts';
import type { EndpointPolicy } from '../endpoint/check.ts';
import { probeGateway } from '../health/probe.ts';
import { freshTransport } from '../health/transport.ts';
import type { GatewayRegistry } from '../registry/registry.ts';

// Operator commands (`npm run portcullis -- gateways ...`): what an operator needs when the HTTP API is not at
// hand, for instance while the service itself is down.

export function listCommand(registry: GatewayRegistry): CliCommand {
  return {
    name: 'gateways list', usage: 'gateways list', description: 'Registered gateways with their last known status.',
    run: async (_args, io) => {
      for (const record of await registry.list()) {
        io.out([record.name, record.status, record.endpoint, record.authMode, record.lastSeen?.toISOString() ?? '-'].join('\t'));
      }
      return 0;
    },
  };
}

export function testConnectionCommand(registry: GatewayRegistry, policy: EndpointPolicy, tokens: OidcTokens, probeTimeoutMs: number): CliCommand {
  return {
    name: 'gateways test-connection', usage: 'gateways test-connection <name>',
    description: 'Connect to a gateway now (Health, then GetGatewayInfo) and print the result as JSON; exit 1 unless connected.',
    run: async (args, io) => {
      if (!args[0]) { io.err('usage: gateways test-connection <name>'); return 2; }
      const record = await registry.find(args[0]);
      if (!record) { io.err(`No gateway named ${args[0]} is registered.`); return 1; }
      let transport;
      try {
        transport = await freshTransport(await registry.connection(record.name), policy, tokens);
      } catch (error) {
        if (!isProblem(error)) throw error;
        io.err(error.detail);
        return 1;
      }
      try {
        const report = await probeGateway(transport, probeTimeoutMs);
        io.out(JSON.stringify(report));
        return report.status === 'connected' ? 0 : 1;
      } finally {
        transport.close();
      }
    },
  };
}
