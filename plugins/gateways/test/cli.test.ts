// Operator commands: `gateways list` and `gateways test-connection <name>`.

import { type CliIo, cliCommands } from '@portcullis/core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootGateways, closeSimulators, registerPlain, simulator } from './helpers.ts';

test('gateways list and gateways test-connection', async () => {
  const t = await bootGateways();
  try {
    const sim = await simulator();
    await registerPlain(t, 'cli-gw', sim);
    await t.http.post('/api/gateway/register', { name: 'cli-down', endpoint: '127.0.0.1:1', auth_mode: 'none' });
    const commands = t.kernel.contributions(cliCommands);
    const run = async (words: string) => {
      const out: string[] = [];
      const err: string[] = [];
      const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), resolve: (name) => t.resolve(name) };
      const argv = words.split(' ');
      const command = commands.find((candidate) => candidate.name.split(' ').every((word, i) => argv[i] === word))!;
      const code = await command.run({ options: {}, positionals: argv.slice(command.name.split(' ').length) }, io);
      return { code, out, err };
    };
    const listed = await run('gateways list');
    assert.is(listed.code, 0);
    assert.equal(
      listed.out.slice(0, 2).map((line) => line.split('\t').slice(0, 3)),
      [
        ['cli-down', 'unknown', 'http://127.0.0.1:1'],
        ['cli-gw', 'unknown', `http://${sim.address}`],
      ],
    );
    assert.is(listed.out[2], '2 gateways registered.');
    const up = await run('gateways test-connection cli-gw');
    assert.equal([up.code, JSON.parse(up.out[0]!).status, JSON.parse(up.out[0]!).version], [0, 'connected', '0.0.111']);
    const down = await run('gateways test-connection cli-down');
    assert.equal([down.code, JSON.parse(down.out[0]!).reachable], [1, false]);
    const missing = await run('gateways test-connection nope');
    assert.equal([missing.code, missing.err], [1, ['No gateway named nope is registered.']]);
  } finally {
    await t.stop();
    await closeSimulators();
  }
});

test.run();
