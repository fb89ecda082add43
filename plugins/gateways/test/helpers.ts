// Shared test helpers: a kernel with the gateways plugin, simulators on loopback, and small request builders.
import { createServer } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { TestKernel } from '@portcullis/testing';
import { type GatewayKernelOptions, gatewayTestKernel } from '../src/testing.ts';

export interface BootOptions extends GatewayKernelOptions {
  localMode?: boolean;
}

/** A test kernel with the gateways plugin; local mode on unless asked otherwise (simulators listen on loopback). */
export function bootGateways(options: BootOptions = {}): Promise<TestKernel> {
  const { localMode = true, env = {}, ...rest } = options;
  return gatewayTestKernel({ ...rest, env: { SERVICE_LOCAL_MODE: String(localMode), ...env } });
}

export { rows } from '@portcullis/testing';
export {
  closeTestSimulator as closeSimulator,
  closeTestSimulators as closeSimulators,
  registerSimulator as registerPlain,
  startTestSimulator as simulator,
} from '../src/testing.ts';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let collectGarbage: (() => void) | undefined;

/** ArrayBuffer memory still in use once a full collection has run: what open channels and streams keep. */
export function liveBufferBytes(): number {
  if (!collectGarbage) {
    setFlagsFromString('--expose-gc');
    collectGarbage = runInNewContext('gc') as () => void;
  }
  // V8 frees the memory of the ArrayBuffers a collection found dead on a background thread, after the collection
  // returns, and the next collection first waits for that: so collect until the figure stops falling.
  let previous = Number.POSITIVE_INFINITY;
  for (;;) {
    collectGarbage();
    const bytes = process.memoryUsage().arrayBuffers;
    if (bytes >= previous) return bytes;
    previous = bytes;
  }
}
