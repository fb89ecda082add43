// The gRPC server: the profile's wire line on one HTTP/2 port (0.0: OpenShell and Inference; 0.1: OpenShell only),
// requests over 1 MiB refused.
import * as grpc from '@grpc/grpc-js';
import { inferenceServiceDefinition, openShellServiceDefinition } from '@portcullis/proto';
import type { TokenAuthority } from '../auth/jwt.ts';
import type { CommandTable } from '../exec/commands.ts';
import { configHandlers } from '../handlers/config.ts';
import { draftHandlers } from '../handlers/drafts.ts';
import { execHandlers } from '../handlers/exec.ts';
import { gatewayInfoHandlers } from '../handlers/gateway-info.ts';
import { inferenceHandlers } from '../handlers/inference.ts';
import { logHandlers } from '../handlers/logs.ts';
import { providerHandlers } from '../handlers/providers.ts';
import { sandboxOnlyHandlers, sandboxOnlyInferenceHandlers } from '../handlers/sandbox-only.ts';
import { sandboxHandlers } from '../handlers/sandboxes.ts';
import { sshHandlers } from '../handlers/ssh.ts';
import { watchHandlers } from '../handlers/watch.ts';
import type { Gateway } from '../state/gateway.ts';
import { serverCredentials } from '../tls/server-credentials.ts';
import type { InferenceImpl, OpenShellImpl } from './bind.ts';
import { bindService } from './bind.ts';
import type { CallControl } from './call-control.ts';

const MAX_REQUEST_BYTES = 1024 * 1024;

export interface GrpcServerDeps {
  gateway: Gateway;
  control: CallControl;
  tokens: TokenAuthority;
  commands: CommandTable;
}

/** The 0.0 line's two services: OpenShell and Inference. */
function services00(deps: GrpcServerDeps): { definition: grpc.ServiceDefinition; implementation: grpc.UntypedServiceImplementation }[] {
  const openshell: OpenShellImpl = {
    ...gatewayInfoHandlers(),
    ...sandboxHandlers(),
    ...execHandlers(deps.commands),
    ...sshHandlers(),
    ...logHandlers(),
    ...watchHandlers(),
    ...providerHandlers(),
    ...configHandlers(),
    ...draftHandlers(),
    ...sandboxOnlyHandlers(),
  };
  const inference: InferenceImpl = { ...inferenceHandlers(), ...sandboxOnlyInferenceHandlers() };
  type AnyImpl = Parameters<typeof bindService>[2];
  return [
    { definition: openShellServiceDefinition, implementation: bindService(deps, openShellServiceDefinition, openshell as unknown as AnyImpl) },
    { definition: inferenceServiceDefinition, implementation: bindService(deps, inferenceServiceDefinition, inference as unknown as AnyImpl) },
  ];
}

/** The services of the profile's wire line; the 0.1 line's module (and its .proto files) load only when asked for. */
async function servicesOf(deps: GrpcServerDeps) {
  if (deps.gateway.options.profile.wireLine === '0.0') return services00(deps);
  const { openShell01Service } = await import('../line-0.1/service.ts');
  return [openShell01Service(deps)];
}

export async function startGrpcServer(deps: GrpcServerDeps): Promise<{ server: grpc.Server; port: number }> {
  const server = new grpc.Server({
    'grpc.max_receive_message_length': MAX_REQUEST_BYTES,
    'grpc.keepalive_permit_without_calls': 1,
  });
  for (const service of await servicesOf(deps)) server.addService(service.definition, service.implementation);
  const { host, port, tls } = deps.gateway.options;
  const bindHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const boundPort = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${bindHost}:${port}`, serverCredentials(tls), (error, actual) => (error ? reject(error) : resolve(actual)));
  });
  return { server, port: boundPort };
}

/** Graceful shutdown with a short grace period, then force (open watch streams would otherwise hold it). */
export function stopGrpcServer(server: grpc.Server, graceMs = 500): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      server.forceShutdown();
      resolve();
    }, graceMs);
    server.tryShutdown(() => {
      clearTimeout(force);
      resolve();
    });
  });
}
