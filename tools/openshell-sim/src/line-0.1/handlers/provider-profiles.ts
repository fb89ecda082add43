// Provider profiles on the 0.1 line (docs/openshell-0.1.md §2.10): import-only. A request without a selector acts on
// the platform's profiles, one naming a workspace on that workspace's (listing and reading there also show the
// platform's it does not override). Import validates like lint and imports nothing when anything is wrong; a profile is
// not deleted while providers use it.
import type { ProviderProfileImportItem__Output } from '@portcullis/proto/generated-0.1/openshell/v1/ProviderProfileImportItem';
import { concurrentModification, failedPreconditionBecause, invalidArgument, notFound, requireField } from '../../grpc/errors.ts';
import type { StoredProfile } from '../../state/provider-profile-catalog.ts';
import { PLATFORM_SCOPE } from '../../state/provider-profile-catalog.ts';
import type { ProfileDiagnostic, ProfileItem } from '../../state/provider-profile-lint.ts';
import { hasErrors, lintProfiles } from '../../state/provider-profile-lint.ts';
import type { CallContext01 } from '../context.ts';
import { DELETION } from './deletion.ts';
import type { Handlers01 } from './types.ts';

/** The catalogue scope a request addresses: the named workspace (which must exist), else the platform. */
function catalogScope(ctx: CallContext01): string {
  return ctx.scope.kind === 'workspace' ? ctx.gateway.workspaces.require(ctx.scope.workspace) : PLATFORM_SCOPE;
}

/** What a scope shows: its own profiles, and in a workspace the platform's it does not override. */
function visible(ctx: CallContext01, scope: string): StoredProfile[] {
  const own = ctx.gateway.profiles.list(scope);
  if (scope === PLATFORM_SCOPE) return own;
  const ids = new Set(own.map((stored) => stored.profile.id));
  return [...own, ...ctx.gateway.profiles.list(PLATFORM_SCOPE).filter((stored) => !ids.has(stored.profile.id))];
}

function items(profiles: ProviderProfileImportItem__Output[]): ProfileItem[] {
  return profiles.map((item) => ({ profile: item.profile as never, source: item.source }));
}

function alreadyImported(ctx: CallContext01, scope: string, batch: ProfileItem[]): ProfileDiagnostic[] {
  return batch.flatMap((item) => {
    const id = item.profile?.id;
    if (!id || !ctx.gateway.profiles.find(scope, id)) return [];
    return [
      { source: item.source, profile_id: id, field: 'id', message: `provider profile '${id}' already exists; update it instead`, severity: 'error' as const },
    ];
  });
}

function usersOf(ctx: CallContext01, stored: StoredProfile): string[] {
  return ctx.gateway.providers
    .list(undefined)
    .filter((provider) => provider.type === stored.profile.id && ctx.gateway.profiles.isUsedBy(stored, provider.workspace))
    .map((provider) => (stored.scope === PLATFORM_SCOPE ? `${provider.workspace}/${provider.name}` : provider.name))
    .sort();
}

export function providerProfileHandlers01(): Handlers01<
  'ListProviderProfiles' | 'GetProviderProfile' | 'ImportProviderProfiles' | 'UpdateProviderProfiles' | 'LintProviderProfiles' | 'DeleteProviderProfile'
> {
  return {
    ListProviderProfiles: (request, ctx) => {
      const scope = catalogScope(ctx);
      const page = ctx.pages.page('ListProviderProfiles', [scope], request, visible(ctx, scope), (stored) => [stored.profile.id]);
      return { profiles: page.items.map((stored) => stored.profile), next_page_token: page.next_page_token };
    },
    GetProviderProfile: (request, ctx) => {
      const scope = catalogScope(ctx);
      const id = requireField(request.id, 'id');
      const stored = scope === PLATFORM_SCOPE ? ctx.gateway.profiles.find(scope, id) : ctx.gateway.profiles.resolve(scope, id);
      if (!stored) throw notFound(`provider profile '${id}' not found`);
      return { profile: stored.profile };
    },
    LintProviderProfiles: (request) => {
      const diagnostics = lintProfiles(items(request.profiles));
      return { diagnostics, valid: !hasErrors(diagnostics) };
    },
    ImportProviderProfiles: (request, ctx) => {
      if (request.profiles.length === 0) throw invalidArgument('profiles is required');
      const scope = catalogScope(ctx);
      const batch = items(request.profiles);
      const diagnostics = [...lintProfiles(batch), ...alreadyImported(ctx, scope, batch)];
      if (hasErrors(diagnostics)) return { diagnostics, profiles: [], imported: false };
      const stored = batch.map((item) => ctx.gateway.profiles.add(scope, item.profile as never));
      return { diagnostics, profiles: stored.map((entry) => entry.profile), imported: true };
    },
    UpdateProviderProfiles: (request, ctx) => {
      const scope = catalogScope(ctx);
      const id = requireField(request.id, 'id');
      const existing = ctx.gateway.profiles.find(scope, id);
      if (!existing) throw notFound(`provider profile '${id}' not found`);
      const profile = request.profile?.profile;
      if (!profile) throw invalidArgument('profile is required');
      if (profile.id !== id) throw invalidArgument(`profile.id '${profile.id}' does not match id '${id}'`);
      const expected = Number(request.expected_resource_version || profile.resource_version);
      if (!expected) throw invalidArgument('expected_resource_version is required');
      if (expected !== existing.profile.resource_version) throw concurrentModification('provider profile update', existing.profile.resource_version);
      const diagnostics = lintProfiles([{ profile: profile as never, source: request.profile?.source ?? '' }]);
      if (hasErrors(diagnostics)) return { diagnostics, profile: existing.profile, updated: false };
      return { diagnostics, profile: ctx.gateway.profiles.replace(existing, profile as never).profile, updated: true };
    },
    DeleteProviderProfile: (request, ctx) => {
      const scope = catalogScope(ctx);
      const id = requireField(request.id, 'id');
      const stored = ctx.gateway.profiles.find(scope, id);
      if (!stored) return DELETION.missing(request.allow_missing, `provider profile '${id}' not found`);
      const users = usersOf(ctx, stored);
      if (users.length > 0) {
        throw failedPreconditionBecause('PROVIDER_PROFILE_IN_USE', `provider profile '${id}' is used by provider(s): ${users.join(', ')}`);
      }
      ctx.gateway.profiles.delete(scope, id);
      return { outcome: DELETION.COMPLETED };
    },
  };
}
