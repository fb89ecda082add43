// The 0.1 line's OpenShell service: every RPC of proto/line-0.1's openshell.v1.OpenShell bound to a handler, a
// sandbox-principal refusal, or an UNIMPLEMENTED `not simulated: <Rpc>`. There is no Inference service on this line
// (docs/openshell-0.1.md §2.7): grpc-js answers its paths UNIMPLEMENTED, as a 0.1 gateway does. Loaded only by a 0.1
// profile.
import type * as grpc from '@grpc/grpc-js';
import { openShell01ServiceDefinition } from '@portcullis/proto/line-0.1';
import type { CommandTable } from '../exec/commands.ts';
import type { PipelineDeps } from '../grpc/pipeline.ts';
import { RequestAdmissions } from './admissions.ts';
import type { Bind01Deps, OpenShell01Impl } from './bind.ts';
import { bindRefusal, bindStreaming01, bindUnary01 } from './bind.ts';
import { configHandlers01 } from './handlers/config.ts';
import { credentialRefreshHandlers01 } from './handlers/credential-refresh.ts';
import { draftHandlers01 } from './handlers/drafts.ts';
import { gatewayHandlers01 } from './handlers/gateway.ts';
import { providerProfileHandlers01 } from './handlers/provider-profiles.ts';
import { providerHandlers01 } from './handlers/providers.ts';
import { sandboxIoHandlers01 } from './handlers/sandbox-io.ts';
import { sandboxHandlers01 } from './handlers/sandboxes.ts';
import { serviceHandlers01, templateHandlers01 } from './handlers/templates-services.ts';
import { workspaceHandlers01 } from './handlers/workspaces.ts';
import { PageTokens } from './paging.ts';
import { rpc01Info } from './rpc-catalog.ts';

/** RPCs a 0.1 simulator answers UNIMPLEMENTED `not simulated: <Rpc>` (README "Known gaps"). */
export const NOT_SIMULATED_01: ReadonlySet<string> = new Set([
  'BeginRootfsTarStaging',
  'ExecSandboxInteractive',
  'ForwardTcp',
  'PeerRelay',
  'PeerReportProviderReadiness',
  'PeerReportEndpointStatus',
  'PeerGetSandboxProviderStatus',
]);

function handlers(commands: CommandTable): Partial<OpenShell01Impl> {
  return {
    ...gatewayHandlers01(),
    ...sandboxHandlers01(),
    ...sandboxIoHandlers01(commands),
    ...providerHandlers01(),
    ...credentialRefreshHandlers01(),
    ...providerProfileHandlers01(),
    ...configHandlers01(),
    ...draftHandlers01(),
    ...workspaceHandlers01(),
    ...templateHandlers01(),
    ...serviceHandlers01(),
  };
}

/** Supervisor calls: the pipeline refuses every user with PERMISSION_DENIED before a handler would run. */
function isSupervisorOnly(rpc: string): boolean {
  return rpc01Info(rpc).authorization.auth_mode === 'sandbox';
}

export function openShell01Service(deps: PipelineDeps & { commands: CommandTable }): {
  definition: grpc.ServiceDefinition;
  implementation: grpc.UntypedServiceImplementation;
} {
  const bindDeps: Bind01Deps = { ...deps, pages: new PageTokens(), admissions: new RequestAdmissions(deps.gateway.options.maxRequestAdmissionsPerCaller) };
  const impl = handlers(deps.commands) as Record<string, unknown>;
  const implementation: grpc.UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(openShell01ServiceDefinition)) {
    const handler = impl[name];
    if (NOT_SIMULATED_01.has(name) || isSupervisorOnly(name) || method.requestStream) {
      implementation[name] = bindRefusal(bindDeps, name, method);
    } else if (!handler) {
      throw new Error(`no 0.1 simulator handler for ${name}`);
    } else {
      implementation[name] = method.responseStream ? bindStreaming01(bindDeps, name, handler as never) : bindUnary01(bindDeps, name, handler as never);
    }
  }
  return { definition: openShell01ServiceDefinition, implementation };
}
