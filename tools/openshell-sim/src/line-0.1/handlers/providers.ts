// Providers and their attachment to sandboxes on the 0.1 line (docs/openshell-0.1.md §2.10, §2.11): a provider's type
// must be an imported profile, deletes answer a DeletionOutcome, lists page, and attach / detach / update answer
// receipts that GetSandboxProviderStatus follows. Merge updates, redaction and the delete-while-attached refusal are
// the 0.0 handlers' own.
import { randomUUID } from 'node:crypto';
import type { Provider } from '@portcullis/proto/generated/openshell/datamodel/v1/Provider';
import type { Provider__Output } from '@portcullis/proto/generated-0.1/openshell/datamodel/v1/Provider';
import { failedPrecondition, invalidArgument, notFound, requireField } from '../../grpc/errors.ts';
import { providerHandlers } from '../../handlers/providers.ts';
import { nextRefreshMs, RECOVERY_OF, type RefreshRecord } from '../../state/credential-refresh.ts';
import type { ReceiptKind } from '../../state/receipts.ts';
import type { SandboxRecord } from '../../state/types.ts';
import type { CallContext01 } from '../context.ts';
import { to00 } from '../convert.ts';
import { providerTo01, sandboxTo01 } from '../objects.ts';
import { objectKey } from '../paging.ts';
import { requireImportedProfile } from '../profile-errors.ts';
import { readinessOf, receiptTo01 } from '../receipts.ts';
import { toMillis, toTimestamp } from '../time.ts';
import { DELETION } from './deletion.ts';
import { sandboxOf } from './sandboxes.ts';
import type { Handlers01 } from './types.ts';

const MAX_TYPE_LENGTH = 64;
const shared = providerHandlers();

function workspaceOf(ctx: CallContext01): string {
  return ctx.gateway.workspaces.require(ctx.workspace());
}

function expirations(times: Record<string, { seconds: number; nanos: number }>): Record<string, number> {
  return Object.fromEntries(Object.entries(times).map(([key, time]) => [key, toMillis(time)]));
}

function createProvider(provider: Provider__Output | null, ctx: CallContext01) {
  if (!provider) throw invalidArgument('provider is required');
  const workspace = workspaceOf(ctx);
  if (!provider.type) throw invalidArgument('provider.type is required');
  if (provider.type.length > MAX_TYPE_LENGTH) throw invalidArgument(`provider.type exceeds ${MAX_TYPE_LENGTH} characters`);
  requireImportedProfile(ctx.gateway, workspace, provider.type);
  const profile = ctx.gateway.profiles.resolve(workspace, provider.type)!;
  const needsCredentials = (profile.profile.credentials ?? []).some((credential) => credential.required);
  if (needsCredentials && Object.keys(provider.credentials).length === 0) throw invalidArgument('provider.credentials must not be empty');
  return ctx.gateway.providers.create({
    name: provider.metadata?.name ?? '',
    workspace,
    type: provider.type,
    labels: provider.metadata?.labels ?? {},
    annotations: provider.metadata?.annotations ?? {},
    credentials: { ...provider.credentials },
    config: { ...provider.config },
    credentialExpiresAtMs: expirations(provider.credential_expiration_times as never),
  });
}

function receiptFor(ctx: CallContext01, sandbox: SandboxRecord, name: string, kind: ReceiptKind, changed: boolean) {
  if (!changed) return receiptTo01(ctx.gateway.receipts.latest(sandbox.id, name));
  const provider = ctx.gateway.providers.find(sandbox.workspace, name);
  return receiptTo01(ctx.gateway.receipts.record(sandbox, provider, name, kind));
}

function attachment(ctx: CallContext01, request: { sandbox: string; provider: string; expected_resource_version: number }) {
  const record = sandboxOf(ctx, request.sandbox);
  const name = requireField(request.provider, 'provider');
  const input = {
    sandbox_name: record.name,
    provider_name: name,
    expected_resource_version: request.expected_resource_version,
    workspace: record.workspace,
    request_id: '',
  };
  return { record, name, input };
}

export type RefreshedProvider = { name: string; id: string; credentialExpiresAtMs: Record<string, number> };

/** A static credential's refresh state: it is never refreshed; one past its expiry needs re-authorising. */
function staticStatus(provider: RefreshedProvider, key: string) {
  const expiresAtMs = provider.credentialExpiresAtMs[key] ?? 0;
  const expired = expiresAtMs > 0 && expiresAtMs <= Date.now();
  return {
    provider: provider.name,
    provider_id: provider.id,
    credential_key: key,
    strategy: 'PROVIDER_CREDENTIAL_REFRESH_STRATEGY_STATIC',
    status: expired ? 'expired' : 'static',
    last_error: expired ? 'credential expired and has no refresh configuration' : '',
    recovery_action: expired ? 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_REAUTHORIZE' : 'PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_UNSPECIFIED',
    failure_code: expired ? 'credential_expired' : '',
    provider_error_subtype: '',
    expiration_time: toTimestamp(expiresAtMs),
  } as const;
}

/** A refreshable credential's state, as the gateway's refresher last left it. */
function refreshedStatus(provider: RefreshedProvider, key: string, record: RefreshRecord) {
  return {
    provider: provider.name,
    provider_id: provider.id,
    credential_key: key,
    strategy: `PROVIDER_CREDENTIAL_REFRESH_STRATEGY_${record.strategy}`,
    status: record.state,
    last_error: record.lastError,
    recovery_action: `PROVIDER_CREDENTIAL_REFRESH_RECOVERY_ACTION_${RECOVERY_OF[record.state].toUpperCase()}`,
    failure_code: record.failureCode,
    provider_error_subtype: '',
    expiration_time: toTimestamp(record.expiresAtMs),
    next_refresh_time: toTimestamp(nextRefreshMs(record)),
    last_refresh_time: toTimestamp(record.lastRefreshMs),
    last_error_time: toTimestamp(record.lastErrorMs),
  } as never;
}

export function refreshStatus(ctx: CallContext01, provider: RefreshedProvider, key: string) {
  const record = ctx.gateway.credentialRefresh.find(provider.id, key);
  return record ? refreshedStatus(provider, key, record) : staticStatus(provider, key);
}

export function credentialOf(ctx: CallContext01, request: { provider: string; credential_key: string }) {
  const provider = ctx.gateway.providers.require(workspaceOf(ctx), requireField(request.provider, 'provider'));
  if (request.credential_key && !(request.credential_key in provider.credentials)) {
    throw notFound(`credential '${request.credential_key}' not found on provider '${provider.name}'`);
  }
  return provider;
}

export function providerHandlers01(): Handlers01<
  | 'CreateProvider'
  | 'GetProvider'
  | 'ListProviders'
  | 'UpdateProvider'
  | 'DeleteProvider'
  | 'ListSandboxProviders'
  | 'AttachSandboxProvider'
  | 'DetachSandboxProvider'
  | 'GetSandboxProviderStatus'
  | 'GetProviderRefreshStatus'
  | 'RotateProviderCredential'
> {
  return {
    CreateProvider: (request, ctx) => ({
      provider: providerTo01(ctx.gateway, createProvider(request.provider, ctx)),
      target_receipts: [],
      mutation_id: randomUUID(),
    }),
    GetProvider: (request, ctx) => ({
      provider: providerTo01(ctx.gateway, ctx.gateway.providers.require(workspaceOf(ctx), requireField(request.name, 'name'))),
      target_receipts: [],
      mutation_id: '',
    }),
    ListProviders: (request, ctx) => {
      const workspace = ctx.scope.kind === 'workspace' ? workspaceOf(ctx) : undefined;
      const page = ctx.pages.page('ListProviders', [workspace ?? '*'], request, ctx.gateway.providers.list(workspace), objectKey);
      return { providers: page.items.map((record) => providerTo01(ctx.gateway, record)), next_page_token: page.next_page_token };
    },
    UpdateProvider: async (request, ctx) => {
      const workspace = workspaceOf(ctx);
      const cleared = Object.fromEntries(request.clear_credential_expiration_keys.map((key) => [key, 0]));
      const { provider } = await shared.UpdateProvider(
        {
          provider: request.provider && to00<Provider>('openshell.datamodel.v1.Provider', request.provider, 'provider'),
          credential_expires_at_ms: { ...expirations(request.credential_expiration_times as never), ...cleared },
          workspace,
        } as never,
        ctx,
      );
      const record = ctx.gateway.providers.require(workspace, provider!.metadata!.name!);
      ctx.gateway.credentialRefresh.providerChanged(record.id, {
        credentials: Object.keys(request.provider?.credentials ?? {}),
        configChanged: Object.keys(request.provider?.config ?? {}).length > 0,
      });
      const mutationId = randomUUID();
      const receipts = ctx.gateway
        .sandboxesUsingProvider(workspace, record.name)
        .map((sandbox) => receiptTo01(ctx.gateway.receipts.record(sandbox, record, record.name, 'UPDATE', mutationId)));
      return { provider: providerTo01(ctx.gateway, record), target_receipts: receipts.filter((receipt) => receipt !== null), mutation_id: mutationId };
    },
    DeleteProvider: async (request, ctx) => {
      const workspace = workspaceOf(ctx);
      const name = requireField(request.name, 'name');
      if (!ctx.gateway.providers.find(workspace, name)) return DELETION.missing(request.allow_missing, 'provider not found');
      await shared.DeleteProvider({ name, workspace } as never, ctx); // refuses while attached, in the 0.0 words
      return { outcome: DELETION.COMPLETED };
    },
    ListSandboxProviders: (request, ctx) => {
      const record = sandboxOf(ctx, request.sandbox);
      const providers = record.spec.providers.map((name) => {
        const provider = ctx.gateway.providers.find(record.workspace, name);
        if (!provider) throw failedPrecondition(`provider '${name}' not found`);
        return provider;
      });
      const page = ctx.pages.page('ListSandboxProviders', [record.workspace, record.name], request, providers, (p) => [p.name]);
      return { providers: page.items.map((record) => providerTo01(ctx.gateway, record)), next_page_token: page.next_page_token };
    },
    AttachSandboxProvider: async (request, ctx) => {
      const { record, name, input } = attachment(ctx, request);
      const provider = ctx.gateway.providers.find(record.workspace, name);
      if (provider) requireImportedProfile(ctx.gateway, record.workspace, provider.type);
      const { attached } = await shared.AttachSandboxProvider(input as never, ctx);
      return { sandbox: sandboxTo01(ctx.gateway, record), attached, receipt: receiptFor(ctx, record, name, 'ATTACH', attached === true) };
    },
    DetachSandboxProvider: async (request, ctx) => {
      const { record, name, input } = attachment(ctx, request);
      const { detached } = await shared.DetachSandboxProvider(input as never, ctx);
      return { sandbox: sandboxTo01(ctx.gateway, record), detached, receipt: receiptFor(ctx, record, name, 'DETACH', detached === true) };
    },
    GetSandboxProviderStatus: (request, ctx) => {
      const record = sandboxOf(ctx, request.sandbox);
      const name = requireField(request.provider, 'provider');
      const { receipts } = ctx.gateway;
      const receipt = request.receipt_id ? receipts.find(request.receipt_id) : receipts.latest(record.id, name);
      if (request.receipt_id && (!receipt || receipt.sandboxId !== record.id || receipt.provider !== name)) throw notFound('receipt not found');
      if (receipt) return { status: readinessOf(receipt, record.mainProcessInstanceId) };
      if (!record.spec.providers.includes(name)) throw notFound(`provider '${name}' is not attached to sandbox '${record.name}'`);
      // attached at creation: there is no receipt, only the observed state
      return { status: { receipt: null, state: 'PROVIDER_READINESS_STATE_READY', reason: 'PROVIDER_READINESS_REASON_UNSPECIFIED' } };
    },
    GetProviderRefreshStatus: (request, ctx) => {
      const provider = credentialOf(ctx, request);
      const keys = request.credential_key ? [request.credential_key] : Object.keys(provider.credentials).sort();
      return { credentials: keys.map((key) => refreshStatus(ctx, provider, key)) };
    },
    // A refresh now: only a credential with a refresh configuration can be refreshed; one that needs a person stays
    // failed (the answer says so), one that failed for a passing reason is refreshed.
    RotateProviderCredential: (request, ctx) => {
      const provider = credentialOf(ctx, { provider: request.provider, credential_key: requireField(request.credential_key, 'credential_key') });
      const record = ctx.gateway.credentialRefresh.find(provider.id, request.credential_key);
      if (!record || record.strategy === 'STATIC') {
        throw failedPrecondition(`credential '${request.credential_key}' of provider '${provider.name}' has no refresh configuration`);
      }
      ctx.gateway.credentialRefresh.refresh(provider.id, request.credential_key);
      return { status: refreshStatus(ctx, provider, request.credential_key) };
    },
  };
}
