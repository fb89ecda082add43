// Supervisor-only RPCs. The call pipeline already refuses every user principal with PERMISSION_DENIED
// ("this method requires a sandbox principal"); the simulator has no sandbox principals, so these never run.

import type { InferenceImpl, OpenShellImpl } from '../grpc/bind.ts';
import { permissionDenied } from '../grpc/errors.ts';

const refuse = () => {
  throw permissionDenied('this method requires a sandbox principal');
};

export function sandboxOnlyHandlers(): Pick<OpenShellImpl, 'SubmitPolicyAnalysis' | 'GetSandboxProviderEnvironment'> {
  return { SubmitPolicyAnalysis: refuse, GetSandboxProviderEnvironment: refuse };
}

export function sandboxOnlyInferenceHandlers(): Pick<InferenceImpl, 'GetInferenceBundle'> {
  return { GetInferenceBundle: refuse };
}
