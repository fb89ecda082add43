// The effective configuration a sandbox's supervisor runs with (docs/openshell-0.0.md §b.8): the global policy when one
// is active, else the newest usable revision; every registered setting with its scope; and a fingerprint of the whole
// (the config_revision the 0.1 line's configuration admission and receipts also report).
import { createHash } from 'node:crypto';
import type { EffectiveSetting } from '@portcullis/proto/generated/openshell/sandbox/v1/EffectiveSetting';
import type { Gateway } from '../state/gateway.ts';
import type { PolicyRevision, SandboxRecord } from '../state/types.ts';
import { REGISTERED_SETTINGS } from './settings.ts';

export interface EffectiveConfig {
  revision: PolicyRevision | undefined;
  global: PolicyRevision | undefined;
  settings: Record<string, EffectiveSetting>;
  configRevision: number;
}

function configRevision(parts: unknown[]): number {
  // a stable fingerprint that fits a JS number (48 bits of a SHA-256)
  return createHash('sha256').update(JSON.stringify(parts)).digest().readUIntBE(0, 6);
}

function effectiveSettings(gateway: Gateway, sandboxId: string): Record<string, EffectiveSetting> {
  const { policies } = gateway;
  return Object.fromEntries(
    Object.keys(REGISTERED_SETTINGS).map((key) => {
      const global = policies.globalSettings.get(key);
      const local = policies.sandboxSettings(sandboxId).get(key);
      const scope = global ? 'SETTING_SCOPE_GLOBAL' : local ? 'SETTING_SCOPE_SANDBOX' : 'SETTING_SCOPE_UNSPECIFIED';
      const value = global ?? local;
      return [key, { ...(value ? { value } : {}), scope } satisfies EffectiveSetting];
    }),
  );
}

export function effectiveConfig(gateway: Gateway, record: SandboxRecord): EffectiveConfig {
  const global = gateway.policies.activeGlobal();
  const revision = global ?? gateway.policies.latestUsable(record.id);
  const settings = effectiveSettings(gateway, record.id);
  return { revision, global, settings, configRevision: configRevision([revision?.policyHash, settings, record.providerEnvRevision]) };
}
