// A 0.1 gateway's provider types are its imported profiles, named exactly (docs/openshell-0.1.md §2.10): creating,
// attaching or starting with a provider whose profile is not imported fails naming the profile. The reason is ours
// (upstream's wording was not available to check), in the ErrorInfo style of the 0.1 line.
import { failedPreconditionBecause } from '../grpc/errors.ts';
import type { Gateway } from '../state/gateway.ts';

export function profileNotImported(type: string, workspace: string) {
  return failedPreconditionBecause('PROVIDER_PROFILE_NOT_IMPORTED', `provider profile '${type}' is not imported in workspace '${workspace}'`, {
    profile: type,
    workspace,
  });
}

export function requireImportedProfile(gateway: Gateway, workspace: string, type: string): void {
  if (!gateway.profiles.resolve(workspace, type)) throw profileNotImported(type, workspace);
}

/** Every existing provider of a sandbox-to-be must have its profile (missing providers are reported by the create). */
export function requireProfilesOfProviders(gateway: Gateway, workspace: string, providers: readonly string[]): void {
  for (const name of providers) {
    const provider = gateway.providers.find(workspace, name);
    if (provider) requireImportedProfile(gateway, workspace, provider.type);
  }
}
