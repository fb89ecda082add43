// Original file: line-0.1/openshell/openshell.proto

export const ConfigComponent = {
  CONFIG_COMPONENT_UNSPECIFIED: 'CONFIG_COMPONENT_UNSPECIFIED',
  CONFIG_COMPONENT_SANDBOX_CONFIG: 'CONFIG_COMPONENT_SANDBOX_CONFIG',
  CONFIG_COMPONENT_PROVIDER_ENVIRONMENT: 'CONFIG_COMPONENT_PROVIDER_ENVIRONMENT',
} as const;

export type ConfigComponent =
  | 'CONFIG_COMPONENT_UNSPECIFIED'
  | 0
  | 'CONFIG_COMPONENT_SANDBOX_CONFIG'
  | 1
  | 'CONFIG_COMPONENT_PROVIDER_ENVIRONMENT'
  | 2

export type ConfigComponent__Output = typeof ConfigComponent[keyof typeof ConfigComponent]
