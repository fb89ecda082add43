import { createServiceRef } from '@portcullis/core';
import type { FleetConfig } from './fleet-config.ts';
import type { FleetConfigStore } from './state-store.ts';

/** The fleet document's engine: parse, plan, drift, export. */
export const fleetConfigRef = createServiceRef<FleetConfig>({ id: 'fleet-config.engine' });
export const fleetConfigStoreRef = createServiceRef<FleetConfigStore>({ id: 'fleet-config.store' });
