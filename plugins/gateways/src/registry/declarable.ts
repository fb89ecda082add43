import type { DeclarableKind, DeclaredChange, DeclaredFields } from '@portcullis/core';
import { z } from 'zod';
import { parseEndpoint } from '../endpoint/parse.ts';
import { DEFAULT_WORKSPACE, gatewayNameSchema } from '../gateway/names.ts';
import type { GatewayRecord } from '../gateway/record.ts';
import { declaredGatewaySecretShape, declaredGatewayShape, type PatchBody } from '../routes/schemas.ts';
import type { GatewayChanges } from './changes.ts';
import type { GatewayRegistration } from './registration.ts';
import type { GatewayRegistry } from './registry.ts';

/** A declared gateway with every default filled in and its endpoint as the registry stores it, so equal means unchanged. */
const declaredGateway = z.strictObject(declaredGatewayShape).transform((gateway) => {
  const parsed = parseEndpoint(gateway.endpoint, gateway.auth_mode !== 'none');
  return {
    endpoint: parsed.ok ? parsed.value.endpoint : gateway.endpoint,
    auth_mode: gateway.auth_mode,
    tls_server_name: gateway.tls_server_name ?? null,
    default_workspace: gateway.default_workspace ?? DEFAULT_WORKSPACE,
    description: gateway.description ?? null,
    labels: gateway.labels ?? {},
    oidc_issuer: gateway.oidc_issuer ?? null,
    oidc_client_id: gateway.oidc_client_id ?? null,
    oidc_scopes: gateway.oidc_scopes ?? [],
    oidc_audience: gateway.oidc_audience ?? null,
  };
});

type DeclaredGateway = z.output<typeof declaredGateway>;

function declaredOf(record: GatewayRecord): DeclaredGateway {
  return {
    endpoint: record.endpoint,
    auth_mode: record.authMode,
    tls_server_name: record.tlsServerName,
    default_workspace: record.defaultWorkspace,
    description: record.description,
    labels: { ...record.labels },
    oidc_issuer: record.oidc?.issuer ?? null,
    oidc_client_id: record.oidc?.clientId ?? null,
    oidc_scopes: [...(record.oidc?.scopes ?? [])],
    oidc_audience: record.oidc?.audience ?? null,
  };
}

/** The changed fields (and the named secrets) as a PATCH body: the route's own rules judge them. */
function patchOf(change: DeclaredChange): PatchBody {
  const desired = change.desired as DeclaredGateway;
  const fields = Object.fromEntries(change.fields.map((field) => [field, desired[field as keyof DeclaredGateway]]));
  return { ...fields, ...change.secrets } as PatchBody;
}

/**
 * Gateways and their labels as a fleet document declares them (core's `declarableKinds`): registered, updated and
 * unregistered through the same service methods as POST /api/gateways, PATCH and DELETE /api/gateways/{gw}.
 */
export function gatewaysKind(deps: { registry: GatewayRegistry; registration: GatewayRegistration; changes: GatewayChanges }): DeclarableKind {
  return {
    kind: 'gateways',
    description: 'Registered gateways: endpoint, authentication, labels; credentials by reference.',
    order: 10,
    name: gatewayNameSchema,
    fields: declaredGateway as unknown as z.ZodType<DeclaredFields>,
    secretFields: declaredGatewaySecretShape,
    access: (name) => ({ role: 'admin', gateway: name }),
    async read() {
      const records = await deps.registry.list();
      return Object.fromEntries(records.map((record) => [record.name, declaredOf(record)]));
    },
    async refusal(change) {
      if (change.action !== 'create') return null;
      const refused = await deps.registration.check({ ...(change.desired as DeclaredGateway), ...change.secrets, name: change.name });
      return refused ? (refused.problem.detail ?? refused.kind) : null;
    },
    async apply(change) {
      if (change.action === 'delete') return deps.changes.unregister(change.name);
      if (change.action === 'change') {
        await deps.changes.update(change.name, patchOf(change));
        return;
      }
      const result = await deps.registration.register({ ...(change.desired as DeclaredGateway), ...change.secrets, name: change.name });
      if (!result.ok) throw result.refusal.problem;
    },
  };
}
