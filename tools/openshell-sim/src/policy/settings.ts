// The registered settings keys at HEAD and their value types. "policy" is reserved: it holds the global policy.
import type { SettingValue } from '@portcullis/proto/generated/openshell/sandbox/v1/SettingValue';
import { invalidArgument } from '../grpc/errors.ts';

type SettingKind = 'bool_value' | 'string_value';

export const REGISTERED_SETTINGS: Record<string, SettingKind> = {
  providers_v2_enabled: 'bool_value',
  ocsf_json_enabled: 'bool_value',
  agent_policy_proposals_enabled: 'bool_value',
  proposal_approval_mode: 'string_value',
};

export const GLOBAL_POLICY_KEY = 'policy';

export function assertKnownSetting(key: string): void {
  if (!(key in REGISTERED_SETTINGS)) {
    const allowed = Object.keys(REGISTERED_SETTINGS).sort().join(', ');
    throw invalidArgument(`unknown setting key '${key}'. Allowed keys: ${allowed}`);
  }
}

export function assertSettingValue(key: string, value: SettingValue | null | undefined): SettingValue {
  const kind = REGISTERED_SETTINGS[key];
  const present = value?.value ?? (value ? (Object.keys(value).find((k) => k.endsWith('_value')) as string) : undefined);
  if (!value || present !== kind) {
    throw invalidArgument(`setting '${key}' expects a ${kind === 'bool_value' ? 'bool' : 'string'} value`);
  }
  if (key === 'proposal_approval_mode' && value.string_value !== 'manual' && value.string_value !== 'auto') {
    throw invalidArgument("proposal_approval_mode must be 'manual' or 'auto'");
  }
  return kind === 'bool_value' ? { bool_value: Boolean(value.bool_value) } : { string_value: value.string_value ?? '' };
}
