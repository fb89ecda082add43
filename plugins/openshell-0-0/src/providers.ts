import { badGatewayAnswer, type LineCall, type ProviderOperations, readOffsetPages } from '@portcullis/plugin-gateways';
import type { Provider__Output } from '@portcullis/proto/generated/openshell/datamodel/v1/Provider';
import { rpc } from './methods.ts';
import { profileOf, providerOf, sandboxOf } from './model.ts';

// Providers on the 0.0 line: lists page by offset, deletes answer `deleted`, attach and detach take effect when
// they answer (no receipts), and the gateway ships its catalog of provider profiles built in.

const PROVIDER = { notFound: 'PROVIDER_NOT_FOUND' };
const SANDBOX = { notFound: 'SANDBOX_NOT_FOUND' };

function present(call: LineCall, name: string, provider: Provider__Output | null) {
  if (!provider) throw badGatewayAnswer(call.gateway.name, `answered without provider ${name}`);
  return providerOf(provider, call.workspace);
}

export const providers: ProviderOperations = {
  async list(call) {
    const all = await readOffsetPages(async (offset, limit) => (await call.unary(rpc.ListProviders, { offset, limit, workspace: call.workspace })).providers);
    return all.map((provider) => providerOf(provider, call.workspace));
  },

  async get(call, name) {
    return present(call, name, (await call.unary(rpc.GetProvider, { name, workspace: call.workspace }, PROVIDER)).provider);
  },

  async create(call, input) {
    const response = await call.unary(rpc.CreateProvider, {
      workspace: call.workspace,
      provider: {
        metadata: { name: input.name },
        type: input.type,
        credentials: input.credentials,
        config: input.config,
        credential_expires_at_ms: input.credentialExpiries,
      },
    });
    return present(call, input.name, response.provider);
  },

  async update(call, change) {
    const response = await call.unary(
      rpc.UpdateProvider,
      {
        workspace: call.workspace,
        provider: { metadata: { name: change.name }, type: change.type, credentials: change.credentials, config: change.config },
        // 0 clears an expiry on this line.
        credential_expires_at_ms: { ...change.credentialExpiries, ...Object.fromEntries(change.clearExpiries.map((key) => [key, 0])) },
      },
      PROVIDER,
    );
    return present(call, change.name, response.provider);
  },

  async delete(call, name) {
    return (await call.unary(rpc.DeleteProvider, { name, workspace: call.workspace }, PROVIDER)).deleted ? 'completed' : 'already_absent';
  },

  async attachedTo(call, sandbox) {
    const response = await call.unary(rpc.ListSandboxProviders, { sandbox_name: sandbox, workspace: call.workspace }, SANDBOX);
    return response.providers.map((provider) => providerOf(provider, call.workspace));
  },

  async attach(call, sandbox, provider, expectedResourceVersion) {
    const request = { sandbox_name: sandbox, provider_name: provider, expected_resource_version: expectedResourceVersion, workspace: call.workspace };
    const response = await call.unary(rpc.AttachSandboxProvider, request, SANDBOX);
    return { changed: response.attached, providers: sandboxOf(response.sandbox, call.workspace).providers, receipt: null };
  },

  async detach(call, sandbox, provider, expectedResourceVersion) {
    const request = { sandbox_name: sandbox, provider_name: provider, expected_resource_version: expectedResourceVersion, workspace: call.workspace };
    const response = await call.unary(rpc.DetachSandboxProvider, request, SANDBOX);
    return { changed: response.detached, providers: sandboxOf(response.sandbox, call.workspace).providers, receipt: null };
  },

  async profiles(call) {
    const all = await readOffsetPages(
      async (offset, limit) => (await call.unary(rpc.ListProviderProfiles, { offset, limit, workspace: call.workspace })).profiles,
    );
    return all.map(profileOf);
  },
};
