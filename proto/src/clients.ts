import type * as grpc from '@grpc/grpc-js';
import type { InferenceClient } from '../generated/openshell/inference/v1/Inference.ts';
import type { OpenShellClient } from '../generated/openshell/v1/OpenShell.ts';
import { InferenceClientConstructor, OpenShellClientConstructor } from './load.ts';

/** Both gateway services over one address. They share one HTTP/2 connection because grpc-js pools channels by target,
 * credentials and options. */
export interface GatewayClients {
  openshell: OpenShellClient;
  inference: InferenceClient;
  /** Closes both clients (and so their channels). */
  close(): void;
}

/**
 * Builds clients for both services of one gateway.
 * @param address `host:port` (no scheme), e.g. `127.0.0.1:17670`.
 * @param credentials `credentials.createInsecure()` for h2c, `credentials.createSsl(ca, key, cert)` for TLS/mTLS,
 *   optionally combined with a bearer-token call credential.
 * @param options channel options, e.g. `{ 'grpc.ssl_target_name_override': 'localhost' }` when dialling an IP that the
 *   server certificate does not name.
 */
export function createGatewayClients(address: string, credentials: grpc.ChannelCredentials, options: grpc.ChannelOptions = {}): GatewayClients {
  const openshell = new OpenShellClientConstructor(address, credentials, options);
  const inference = new InferenceClientConstructor(address, credentials, options);
  return {
    openshell,
    inference,
    close() {
      openshell.close();
      inference.close();
    },
  };
}
