// test-dialects: none
// The SSH command the sandbox page hands out, checked by what it does: pasted into a POSIX shell, the real `ssh` must
// start `openshell ssh-proxy` with exactly the arguments the OpenShell CLI passes in token mode
// (NVIDIA/OpenShell crates/openshell-core/src/forward.rs `build_proxy_command`).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gatewayUrl, shellEscape, sshCommand } from '../app/src/pages/ssh-command.ts';

const SESSION = {
  gateway_scheme: 'http',
  gateway_host: '127.0.0.1',
  gateway_port: 17670,
  sandbox_id: 'sb-123',
  token: 'tok.456',
};

function hasSsh(): boolean {
  return spawnSync('ssh', ['-V']).status === 0;
}

/** Runs the command in `sh` with a stand-in `openshell` first on PATH; returns the arguments ssh started it with. */
function proxyArgumentsOf(command: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'ssh-command-'));
  try {
    const record = join(dir, 'argv');
    writeFileSync(join(dir, 'openshell'), `#!/bin/sh\nprintf '%s\\0' "$@" > '${record}'\n`);
    chmodSync(join(dir, 'openshell'), 0o755);
    // ssh fails once the stand-in exits without speaking SSH; only what it was started with matters here.
    spawnSync('sh', ['-c', command], { env: { ...process.env, PATH: `${dir}:${process.env.PATH}` }, timeout: 20_000 });
    return readFileSync(record, 'utf8').split('\0').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The argument vector a POSIX shell makes of a command line. */
function wordsOf(command: string): string[] {
  return execFileSync('sh', ['-c', `printf '%s\\0' ${command}`], { encoding: 'utf8' })
    .split('\0')
    .slice(0, -1);
}

test('plain values: the exact line upstream runs, options as in its ssh-config', () => {
  assert.is(
    sshCommand('sim', SESSION),
    'ssh -o "ProxyCommand=openshell ssh-proxy --gateway \'http://127.0.0.1:17670\' --sandbox-id sb-123 --token tok.456 --gateway-name sim"' +
      ' -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o GlobalKnownHostsFile=/dev/null -o LogLevel=ERROR' +
      ' -o ServerAliveInterval=15 -o ServerAliveCountMax=3 sandbox',
  );
});

test("upstream's shell_escape: letters, digits and ./-_ stay bare, the rest is single-quoted, empty is ''", () => {
  assert.equal(['', 'a-b/c.d_e', 'tok=+~', "it's"].map(shellEscape), ["''", 'a-b/c.d_e', "'tok=+~'", `'it'"'"'s'`]);
});

test("upstream's format_gateway_url: a bare IPv6 literal is bracketed, a bracketed one kept", () => {
  assert.is(gatewayUrl({ gateway_scheme: 'https', gateway_host: '2001:db8::5', gateway_port: 443 }), 'https://[2001:db8::5]:443');
  assert.is(gatewayUrl({ gateway_scheme: 'https', gateway_host: '[::1]', gateway_port: 8443 }), 'https://[::1]:8443');
});

test('in a shell the line is ssh with one ProxyCommand option, six others and the destination', () => {
  const words = wordsOf(sshCommand('gw.example.com', { ...SESSION, token: '~a+b/c=' }));
  assert.is(words.length, 16);
  assert.equal([words[0], words[1], words.at(-1)], ['ssh', '-o', 'sandbox']);
  assert.is(
    words[2],
    "ProxyCommand=openshell ssh-proxy --gateway 'http://127.0.0.1:17670' --sandbox-id sb-123 --token '~a+b/c=' --gateway-name gw.example.com",
  );
});

test('the real ssh starts `openshell ssh-proxy` with the token-mode arguments, a token of every allowed character intact', () => {
  if (!hasSsh()) {
    console.warn('  (skipped: no ssh client on this machine)');
    return;
  }
  // Every character the character-set contract allows in a token (docs/openshell-0.0.md §b.4), with the ones a shell
  // would expand up front.
  const token = '~user+/=._-AZaz09';
  const session = { ...SESSION, gateway_scheme: 'https', gateway_host: '[::1]', gateway_port: 8443, token };
  assert.equal(proxyArgumentsOf(sshCommand('gw-1', session)), [
    'ssh-proxy',
    '--gateway',
    'https://[::1]:8443',
    '--sandbox-id',
    'sb-123',
    '--token',
    token,
    '--gateway-name',
    'gw-1',
  ]);
});

test.run();
