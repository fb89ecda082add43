// Setting and removing a credential's refresh configuration on the 0.1 line (docs/openshell-0.1.md §2.14): the request is
// checked first (a known strategy; secret keys that name material), then the provider and the credential must
// exist (NOT_FOUND, in the words of GetProviderRefreshStatus). The material is write-only: the answer is the
// credential's refresh status, which has no field for it. request_id replay is the admission fence's (bind.ts).
import { invalidField, requireField } from '../../grpc/errors.ts';
import { REFRESH_STRATEGIES, type RefreshConfiguration, type RefreshStrategy } from '../../state/credential-refresh.ts';
import type { CallContext01 } from '../context.ts';
import { toMillis } from '../time.ts';
import { DELETION } from './deletion.ts';
import { credentialOf, refreshStatus } from './providers.ts';
import type { Handlers01 } from './types.ts';

const STRATEGY_PREFIX = 'PROVIDER_CREDENTIAL_REFRESH_STRATEGY_';

/** UNSPECIFIED, or a number our wire has no name for, is no strategy. */
function strategyOf(value: string | number): RefreshStrategy {
  const name = typeof value === 'string' && value.startsWith(STRATEGY_PREFIX) ? value.slice(STRATEGY_PREFIX.length) : '';
  const known = REFRESH_STRATEGIES.find((strategy) => strategy === name);
  if (!known) throw invalidField('strategy', `strategy must be a supported refresh strategy (got ${String(value)})`);
  return known;
}

function configurationOf(request: { strategy: string | number; material: Record<string, string>; secret_material_keys: string[] }): RefreshConfiguration {
  const strategy = strategyOf(request.strategy);
  for (const key of Object.keys(request.material)) if (!key) throw invalidField('material', 'material keys must not be empty');
  for (const key of request.secret_material_keys) {
    if (!(key in request.material)) throw invalidField('secret_material_keys', `secret_material_keys names '${key}', which is not in material`);
  }
  return { strategy, material: { ...request.material }, secretMaterialKeys: [...new Set(request.secret_material_keys)].sort() };
}

function targetOf(ctx: CallContext01, request: { provider: string; credential_key: string }) {
  const credentialKey = requireField(request.credential_key, 'credential_key');
  return { provider: credentialOf(ctx, { provider: request.provider, credential_key: credentialKey }), credentialKey };
}

export function credentialRefreshHandlers01(): Handlers01<'ConfigureProviderRefresh' | 'DeleteProviderRefresh'> {
  return {
    ConfigureProviderRefresh: (request, ctx) => {
      const configuration = configurationOf(request);
      const { provider, credentialKey } = targetOf(ctx, request);
      ctx.gateway.credentialRefresh.configure(provider.id, credentialKey, configuration, toMillis(request.expiration_time));
      return { status: refreshStatus(ctx, provider, credentialKey) };
    },
    DeleteProviderRefresh: (request, ctx) => {
      const { provider, credentialKey } = targetOf(ctx, request);
      if (!ctx.gateway.credentialRefresh.remove(provider.id, credentialKey)) {
        return DELETION.missing(request.allow_missing, `credential '${credentialKey}' of provider '${provider.name}' has no refresh configuration`);
      }
      return { outcome: DELETION.COMPLETED };
    },
  };
}
