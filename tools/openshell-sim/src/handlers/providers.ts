// Providers and their attachment to sandboxes (docs/openshell-0.0.md §b.7, §f.9).

import type { OpenShellImpl } from '../grpc/bind.ts';
import { concurrentModification, failedPrecondition, invalidArgument, requireField } from '../grpc/errors.ts';
import type { CallContext } from '../grpc/pipeline.ts';
import { gatewayLine } from '../state/log-lines.ts';
import { providerProfiles, TYPES_WITHOUT_REQUIRED_CREDENTIALS } from '../state/provider-profiles.ts';
import { assertCredentialKeysUnique, mergeMap, redactedProvider } from '../state/providers.ts';
import { sealSpec, toWire } from '../state/sandboxes.ts';
import type { ProviderRecord, SandboxRecord } from '../state/types.ts';
import { MAX_PROVIDERS } from '../state/validation.ts';
import { page, sandboxByName } from './sandboxes.ts';

const MAX_TYPE_LENGTH = 64;

function checkExpectedVersion(record: SandboxRecord, expected: number, operation: string): void {
  if (expected && expected !== record.resourceVersion) throw concurrentModification(operation, record.resourceVersion);
}

function requireProviderForSandbox(ctx: CallContext, workspace: string, name: string): void {
  if (!ctx.gateway.providers.find(workspace, name)) throw failedPrecondition(`provider '${name}' not found`);
}

function attachedProviders(ctx: CallContext, record: SandboxRecord): ProviderRecord[] {
  return record.spec.providers.flatMap((name) => ctx.gateway.providers.find(record.workspace, name) ?? []);
}

function assertUpdateKeepsKeysUnique(ctx: CallContext, sandbox: SandboxRecord, updated: ProviderRecord): void {
  try {
    assertCredentialKeysUnique(attachedProviders(ctx, sandbox).map((p) => (p.name === updated.name ? updated : p)));
  } catch (error) {
    throw failedPrecondition(`provider update would create credential env key conflict on sandbox '${sandbox.name}': ${(error as Error).message}`);
  }
}

function providerEnvChanged(ctx: CallContext, record: SandboxRecord, message: string): void {
  record.providerEnvRevision += 1;
  ctx.gateway.log(record, gatewayLine('grpc::provider', message));
  ctx.gateway.sandboxes.written(record);
}

export function providerHandlers(): Pick<
  OpenShellImpl,
  | 'CreateProvider'
  | 'GetProvider'
  | 'ListProviders'
  | 'UpdateProvider'
  | 'DeleteProvider'
  | 'ListProviderProfiles'
  | 'AttachSandboxProvider'
  | 'DetachSandboxProvider'
  | 'ListSandboxProviders'
> {
  return {
    CreateProvider: (request, ctx) => {
      const provider = request.provider;
      if (!provider) throw invalidArgument('provider is required');
      const workspace = ctx.gateway.workspaces.require(request.workspace);
      if (!provider.type) throw invalidArgument('provider.type is required');
      if (provider.type.length > MAX_TYPE_LENGTH) throw invalidArgument(`provider.type exceeds ${MAX_TYPE_LENGTH} characters`);
      if (Object.keys(provider.credentials).length === 0 && !TYPES_WITHOUT_REQUIRED_CREDENTIALS.has(provider.type)) {
        throw invalidArgument('provider.credentials must not be empty');
      }
      const record = ctx.gateway.providers.create({
        name: provider.metadata?.name ?? '',
        workspace,
        type: provider.type,
        labels: provider.metadata?.labels ?? {},
        annotations: provider.metadata?.annotations ?? {},
        credentials: { ...provider.credentials },
        config: { ...provider.config },
        credentialExpiresAtMs: { ...provider.credential_expires_at_ms },
      });
      return { provider: redactedProvider(record) };
    },
    GetProvider: (request, ctx) => {
      const workspace = ctx.gateway.workspaces.require(request.workspace);
      return { provider: redactedProvider(ctx.gateway.providers.require(workspace, requireField(request.name, 'name'))) };
    },
    ListProviders: (request, ctx) => {
      const workspace = request.all_workspaces ? undefined : ctx.gateway.workspaces.require(request.workspace);
      return { providers: page(ctx.gateway.providers.list(workspace), request.limit, request.offset).map(redactedProvider) };
    },
    UpdateProvider: (request, ctx) => {
      const provider = request.provider;
      if (!provider) throw invalidArgument('provider is required');
      const workspace = ctx.gateway.workspaces.require(request.workspace);
      const record = ctx.gateway.providers.require(workspace, requireField(provider.metadata?.name, 'provider.metadata.name'));
      if (provider.type && provider.type !== record.type) throw invalidArgument('provider type cannot be changed');
      const expected = provider.metadata?.resource_version ?? 0;
      if (expected && expected !== record.resourceVersion) {
        throw concurrentModification('provider update', record.resourceVersion);
      }
      const credentials = mergeMap(record.credentials, provider.credentials, (v) => v === '');
      for (const sandbox of ctx.gateway.sandboxesUsingProvider(workspace, record.name)) {
        assertUpdateKeepsKeysUnique(ctx, sandbox, { ...record, credentials });
      }
      record.credentials = credentials;
      record.config = mergeMap(record.config, provider.config, (v) => v === '');
      record.credentialExpiresAtMs = mergeMap(
        record.credentialExpiresAtMs,
        { ...provider.credential_expires_at_ms, ...request.credential_expires_at_ms },
        (v) => v === 0,
      );
      record.resourceVersion += 1;
      for (const sandbox of ctx.gateway.sandboxesUsingProvider(workspace, record.name)) {
        providerEnvChanged(ctx, sandbox, `UpdateProvider: provider '${record.name}' changed; environment revision bumped`);
      }
      return { provider: redactedProvider(record) };
    },
    DeleteProvider: (request, ctx) => {
      const workspace = ctx.gateway.workspaces.require(request.workspace);
      const name = requireField(request.name, 'name');
      if (!ctx.gateway.providers.find(workspace, name)) return { deleted: false };
      const users = ctx.gateway
        .sandboxesUsingProvider(workspace, name)
        .map((s) => s.name)
        .sort();
      if (users.length > 0) {
        throw failedPrecondition(`provider '${name}' is attached to sandbox(es): ${users.join(', ')}`);
      }
      return { deleted: ctx.gateway.providers.delete(workspace, name) };
    },
    ListProviderProfiles: (request, ctx) => {
      ctx.gateway.workspaces.require(request.workspace);
      return { profiles: page(providerProfiles(), request.limit, request.offset) };
    },
    ListSandboxProviders: (request, ctx) => {
      const record = sandboxByName(ctx, request.sandbox_name, request.workspace, 'sandbox_name');
      return {
        providers: record.spec.providers.map((name) => {
          const provider = ctx.gateway.providers.find(record.workspace, name);
          if (!provider) throw failedPrecondition(`provider '${name}' not found`);
          return redactedProvider(provider);
        }),
      };
    },
    AttachSandboxProvider: (request, ctx) => {
      const record = sandboxByName(ctx, request.sandbox_name, request.workspace, 'sandbox_name');
      const name = requireField(request.provider_name, 'provider_name');
      checkExpectedVersion(record, request.expected_resource_version, 'attach provider');
      requireProviderForSandbox(ctx, record.workspace, name);
      if (record.spec.providers.includes(name)) return { sandbox: toWire(record), attached: false };
      if (record.spec.providers.length >= MAX_PROVIDERS) {
        throw invalidArgument(`providers exceeds maximum count (${record.spec.providers.length + 1} > ${MAX_PROVIDERS})`);
      }
      assertCredentialKeysUnique([...attachedProviders(ctx, record), ctx.gateway.providers.find(record.workspace, name)!]);
      record.spec = sealSpec({ ...record.spec, providers: [...record.spec.providers, name] });
      providerEnvChanged(ctx, record, `AttachSandboxProvider: provider '${name}' attached`);
      return { sandbox: toWire(record), attached: true };
    },
    DetachSandboxProvider: (request, ctx) => {
      const record = sandboxByName(ctx, request.sandbox_name, request.workspace, 'sandbox_name');
      const name = requireField(request.provider_name, 'provider_name');
      checkExpectedVersion(record, request.expected_resource_version, 'detach provider');
      if (!record.spec.providers.includes(name)) return { sandbox: toWire(record), detached: false };
      record.spec = sealSpec({ ...record.spec, providers: record.spec.providers.filter((p) => p !== name) });
      providerEnvChanged(ctx, record, `DetachSandboxProvider: provider '${name}' detached`);
      return { sandbox: toWire(record), detached: true };
    },
  };
}
