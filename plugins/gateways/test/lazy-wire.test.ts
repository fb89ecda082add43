// test-dialects: none
// grpc-js and the protos are loaded on the first gateway channel, not at start-up (idle memory): importing
// every plugin the service ships must not load grpc-js' entry or @portcullis/proto. Checked in a child process,
// because this one has the simulator (and so grpc-js) loaded already. The gRPC status codes the plugins classify
// errors with come from grpc-js' dependency-free constants module, and are its very `status` enum.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { status } from '@grpc/grpc-js';
import { GrpcStatus } from '@portcullis/plugin-gateways';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every plugin package the workspace ships (the root package.json depends on each). */
function shippedPlugins(): string[] {
  const manifest = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(manifest.dependencies).filter((name) => name.startsWith('@portcullis/plugin-'));
}

/** The modules under grpc-js or the proto package that importing `packages` loads, as resolved URLs. */
function wireModulesLoadedBy(packages: string[]): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = [];
    registerHooks({ load(url, context, next) { if (/@grpc|\\/proto\\/(src|dist|generated)\\//.test(url)) loaded.push(url); return next(url, context); } });
    for (const name of ${JSON.stringify(packages)}) await import(name);
    process.stdout.write(JSON.stringify(loaded));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  assert.is(child.status, 0, child.stderr);
  return JSON.parse(child.stdout) as string[];
}

const lazy = suite('gRPC loaded on first use');

lazy('importing every shipped plugin loads no more of grpc-js than its status codes, and no protos', () => {
  const loaded = wireModulesLoadedBy(shippedPlugins());
  assert.equal(
    loaded.map((url) => url.slice(url.indexOf('@grpc/'))),
    ['@grpc/grpc-js/build/src/constants.js'],
  );
});

lazy('GrpcStatus is grpc-js’ own status enum', () => {
  assert.is(GrpcStatus, status);
});

lazy.run();
