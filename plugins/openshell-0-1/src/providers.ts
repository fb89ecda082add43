import {
  badGatewayAnswer,
  type LineCall,
  type ProfileImportOperations,
  type ProviderOperations,
  type ProviderProfileInput,
  type ReceiptOperations,
  readTokenPages,
  timestampOf,
} from '@portcullis/plugin-gateways';
import type { ProviderProfileCategory } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfileCategory';
import type { ProviderProfileDiagnostic__Output } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfileDiagnostic';
import type { ProviderProfileImportItem } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfileImportItem';
import type { ProviderResponse__Output } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderResponse';
import { rpc } from './methods.ts';
import { deletionOf, profileOf, providerOf, receiptOf, receiptStateOf, sandboxOf } from './model.ts';
import { workspaceScope } from './selector.ts';

// Providers on the 0.1 line (docs/openshell-0.1.md §2.10–2.12): lists page by token, credential expiries are
// Timestamps, deletes answer a DeletionOutcome, attach and detach leave receipts that say when the change took effect,
// and the profile catalog holds only what operators imported.

const PROVIDER = { notFound: 'PROVIDER_NOT_FOUND' };
const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };
const PROFILE = { notFound: 'PROVIDER_PROFILE_NOT_FOUND' };

function present(call: LineCall, name: string, response: ProviderResponse__Output) {
  if (!response.provider) throw badGatewayAnswer(call.gateway.name, `answered without provider ${name}`);
  return providerOf(response.provider, call.workspace);
}

function timestamps(byKey: Record<string, number>) {
  return Object.fromEntries(Object.entries(byKey).map(([key, ms]) => [key, timestampOf(ms)]));
}

function profileItem(profile: ProviderProfileInput): ProviderProfileImportItem {
  return {
    source: 'portcullis',
    profile: {
      id: profile.id,
      display_name: profile.displayName,
      description: profile.description,
      category: `PROVIDER_PROFILE_CATEGORY_${profile.category.toUpperCase()}` as ProviderProfileCategory,
      credentials: profile.credentials.map((credential) => ({
        name: credential.name,
        description: credential.description,
        env_vars: credential.envVars,
        required: credential.required,
      })),
      endpoints: profile.endpoints.map(({ host, port }) => ({ host, port })),
      binaries: profile.binaries.map((path) => ({ path })),
      inference_capable: profile.inferenceCapable,
    },
  };
}

function diagnosticOf(diagnostic: ProviderProfileDiagnostic__Output) {
  return { profileId: diagnostic.profile_id, field: diagnostic.field, message: diagnostic.message, severity: diagnostic.severity };
}

export const providers: ProviderOperations = {
  async list(call) {
    const all = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(rpc.ListProviders, { page_size, page_token, ...workspaceScope(call) });
      return { items: page.providers, next: page.next_page_token };
    });
    return all.map((provider) => providerOf(provider, call.workspace));
  },

  async get(call, name) {
    return present(call, name, await call.unary(rpc.GetProvider, { name, ...workspaceScope(call) }, PROVIDER));
  },

  async create(call, input, requestId) {
    const response = await call.unary(rpc.CreateProvider, {
      ...workspaceScope(call),
      request_id: requestId,
      provider: {
        metadata: { name: input.name },
        type: input.type,
        credentials: input.credentials,
        config: input.config,
        credential_expiration_times: timestamps(input.credentialExpiries),
      },
    });
    return present(call, input.name, response);
  },

  async update(call, change, requestId) {
    const response = await call.unary(
      rpc.UpdateProvider,
      {
        ...workspaceScope(call),
        request_id: requestId,
        provider: { metadata: { name: change.name }, type: change.type, credentials: change.credentials, config: change.config },
        credential_expiration_times: timestamps(change.credentialExpiries),
        clear_credential_expiration_keys: change.clearExpiries,
      },
      PROVIDER,
    );
    return present(call, change.name, response);
  },

  async delete(call, name, requestId) {
    const response = await call.unary(rpc.DeleteProvider, { name, ...workspaceScope(call), allow_missing: true, request_id: requestId }, PROVIDER);
    return deletionOf(call.gateway.name, response.outcome, `provider ${name}`);
  },

  async attachedTo(call, sandbox) {
    const all = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(rpc.ListSandboxProviders, { sandbox, page_size, page_token, ...workspaceScope(call) }, SANDBOX);
      return { items: page.providers, next: page.next_page_token };
    });
    return all.map((provider) => providerOf(provider, call.workspace));
  },

  async attach(call, sandbox, provider, expectedResourceVersion, requestId) {
    const request = { sandbox, provider, expected_resource_version: expectedResourceVersion, ...workspaceScope(call), request_id: requestId };
    const response = await call.unary(rpc.AttachSandboxProvider, request, SANDBOX);
    return { changed: response.attached, providers: sandboxOf(response.sandbox, call.workspace).providers, receipt: receiptOf(response.receipt) };
  },

  async detach(call, sandbox, provider, expectedResourceVersion, requestId) {
    const request = { sandbox, provider, expected_resource_version: expectedResourceVersion, ...workspaceScope(call), request_id: requestId };
    const response = await call.unary(rpc.DetachSandboxProvider, request, SANDBOX);
    return { changed: response.detached, providers: sandboxOf(response.sandbox, call.workspace).providers, receipt: receiptOf(response.receipt) };
  },

  async profiles(call) {
    const all = await readTokenPages(async (page_token, page_size) => {
      const page = await call.unary(rpc.ListProviderProfiles, { page_size, page_token, ...workspaceScope(call) });
      return { items: page.profiles, next: page.next_page_token };
    });
    return all.map(profileOf);
  },
};

export const receipts: ReceiptOperations = {
  async status(call, sandbox, provider, receiptId) {
    const response = await call.unary(rpc.GetSandboxProviderStatus, { sandbox, provider, receipt_id: receiptId, ...workspaceScope(call) }, SANDBOX);
    const status = response.status;
    return {
      state: receiptStateOf(status?.state ?? 0),
      reason: String(status?.reason ?? '')
        .replace(/^PROVIDER_READINESS_REASON_/, '')
        .toLowerCase(),
    };
  },
};

export const profileImport: ProfileImportOperations = {
  async lint(call, profiles) {
    const response = await call.unary(rpc.LintProviderProfiles, { profiles: profiles.map(profileItem), ...workspaceScope(call) });
    return { valid: response.valid, diagnostics: response.diagnostics.map(diagnosticOf) };
  },

  async import(call, profiles, requestId) {
    const response = await call.unary(rpc.ImportProviderProfiles, { profiles: profiles.map(profileItem), ...workspaceScope(call), request_id: requestId });
    return { imported: response.imported, profiles: response.profiles.map(profileOf), diagnostics: response.diagnostics.map(diagnosticOf) };
  },

  async delete(call, id, requestId) {
    const response = await call.unary(rpc.DeleteProviderProfile, { id, ...workspaceScope(call), allow_missing: true, request_id: requestId }, PROFILE);
    return deletionOf(call.gateway.name, response.outcome, `provider profile ${id}`);
  },
};
