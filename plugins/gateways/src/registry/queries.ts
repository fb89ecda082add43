import { type TablesOf, type TypedDb, typedQueries } from '@portcullis/core';
import type { GatewayExtension } from '../api/model.ts';
import type { Gateway, GatewayChangeToken, GatewayStatus } from '../gateway/entity.ts';
import { CREDENTIAL_FLAGS, PUBLIC_FIELDS } from '../gateway/record.ts';

type GatewayTables = TablesOf<typeof Gateway | typeof GatewayChangeToken>;

const query = typedQueries<GatewayTables>();

type SealedField = (typeof CREDENTIAL_FLAGS)[keyof typeof CREDENTIAL_FLAGS];

/** Every public field of the registry's gateways, and whether each sealed credential is set rather than its text. */
const records = (db: TypedDb<GatewayTables>) =>
  db
    .selectFrom('gateways')
    .select(PUBLIC_FIELDS)
    .select((eb) => {
      const isSet = (sealed: SealedField) => eb.and([eb(sealed, 'is not', null), eb(sealed, '<>', '')]);
      return [
        isSet(CREDENTIAL_FLAGS.hasCaCert).as('hasCaCert'),
        isSet(CREDENTIAL_FLAGS.hasClientCert).as('hasClientCert'),
        isSet(CREDENTIAL_FLAGS.hasClientKey).as('hasClientKey'),
        isSet(CREDENTIAL_FLAGS.hasApiKey).as('hasApiKey'),
        isSet(CREDENTIAL_FLAGS.hasOidcClientSecret).as('hasOidcClientSecret'),
      ];
    });

export const gatewayExists = query((db, args: { name: string }) => db.selectFrom('gateways').select('name').where('name', '=', args.name));

export const gatewayByName = query((db, args: { name: string }) => records(db).where('name', '=', args.name));

export const allGateways = query((db) => records(db).orderBy('name'));

export const gatewayPage = query((db, args: { limit: number; offset: number }) => records(db).orderBy('name').limit(args.limit).offset(args.offset));

export const gatewayCount = query((db) => db.selectFrom('gateways').select((eb) => eb.fn.countAll().as('total')));

export const gatewayCountsByStatus = query((db) =>
  db
    .selectFrom('gateways')
    .select((eb) => ['status', eb.fn.countAll().as('count')])
    .groupBy('status'),
);

export const changeToken = query((db) => db.selectFrom('gateway_change_token').select('token').where('id', '=', 1));

/** A probe whose status did not change, as the row it updates: its gateway, the status it kept, what it read. */
export interface SteadyProbe {
  name: string;
  status: Exclude<GatewayStatus, 'unknown'>;
  lastError: string | null;
  version: string | null;
  extensions: GatewayExtension[] | null;
  latencyMs: number | null;
}

/**
 * Stores many unchanged probe results in one statement, each row from its own record. A row whose status moved
 * meanwhile is left alone (the status is part of the match): whoever moved it recorded the transition.
 */
export const steadyProbesRecorded = query((db, args: { probedAt: Date; probes: SteadyProbe[] }, { rowsOf }) =>
  db
    .updateTable('gateways')
    .from(rowsOf(args.probes, 'gateways', ['name', 'status', 'lastError', 'version', 'extensions', 'latencyMs']).as('probe'))
    .set((eb) => ({
      lastProbeAt: args.probedAt,
      lastError: eb.ref('probe.lastError'),
      version: eb.ref('probe.version'),
      extensions: eb.ref('probe.extensions'),
      latencyMs: eb.ref('probe.latencyMs'),
      lastSeen: eb.case().when('probe.status', '=', 'connected').then(args.probedAt).else(eb.ref('gateways.lastSeen')).end(),
    }))
    .whereRef('gateways.name', '=', 'probe.name')
    .whereRef('gateways.status', '=', 'probe.status'),
);

export const changeTokenRenewed = query((db, args: { token: string }) => db.updateTable('gateway_change_token').set({ token: args.token }).where('id', '=', 1));

export const gatewayDeleted = query((db, args: { name: string }) => db.deleteFrom('gateways').where('name', '=', args.name));

/** A probe's outcome for one gateway, and the status the prober started from. */
export interface ProbeWrite {
  name: string;
  from: GatewayStatus;
  status: Exclude<GatewayStatus, 'unknown'>;
  probedAt: Date;
  lastError: string | null;
  version: string | null;
  latencyMs: number | null;
  extensions: GatewayExtension[] | null;
}

const probeFields = (args: ProbeWrite) => ({
  status: args.status,
  lastProbeAt: args.probedAt,
  lastError: args.lastError,
  version: args.version,
  latencyMs: args.latencyMs,
  extensions: args.extensions,
});

/** Stores a probe's outcome only if the gateway still has the status the prober started from (see recordProbe). */
export const probeRecorded = query((db, args: ProbeWrite) =>
  db.updateTable('gateways').set(probeFields(args)).where('name', '=', args.name).where('status', '=', args.from),
);

/** probeRecorded for a probe that reached the gateway: it was also seen then. */
export const connectedProbeRecorded = query((db, args: ProbeWrite) =>
  db
    .updateTable('gateways')
    .set({ ...probeFields(args), lastSeen: args.probedAt })
    .where('name', '=', args.name)
    .where('status', '=', args.from),
);

export const versionRecorded = query((db, args: { name: string; version: string }) =>
  db.updateTable('gateways').set({ version: args.version }).where('name', '=', args.name),
);

export const localProcessRecorded = query((db, args: { name: string; localPid: number | null; localCommand: string | null; localStartedAt: Date | null }) =>
  db
    .updateTable('gateways')
    .set({ localPid: args.localPid, localCommand: args.localCommand, localStartedAt: args.localStartedAt })
    .where('name', '=', args.name),
);
