// Original file: line-0.1/openshell/sandbox.proto

/**
 * Where an effective setting was set.
 */
export const SettingScope = {
  SETTING_SCOPE_UNSPECIFIED: 'SETTING_SCOPE_UNSPECIFIED',
  SETTING_SCOPE_SANDBOX: 'SETTING_SCOPE_SANDBOX',
  SETTING_SCOPE_GLOBAL: 'SETTING_SCOPE_GLOBAL',
} as const;

/**
 * Where an effective setting was set.
 */
export type SettingScope =
  | 'SETTING_SCOPE_UNSPECIFIED'
  | 0
  | 'SETTING_SCOPE_SANDBOX'
  | 1
  | 'SETTING_SCOPE_GLOBAL'
  | 2

/**
 * Where an effective setting was set.
 */
export type SettingScope__Output = typeof SettingScope[keyof typeof SettingScope]
