// Original file: line-0.1/openshell/openshell.proto

export const ProviderMutationKind = {
  PROVIDER_MUTATION_KIND_UNSPECIFIED: 'PROVIDER_MUTATION_KIND_UNSPECIFIED',
  PROVIDER_MUTATION_KIND_ATTACH: 'PROVIDER_MUTATION_KIND_ATTACH',
  PROVIDER_MUTATION_KIND_DETACH: 'PROVIDER_MUTATION_KIND_DETACH',
  PROVIDER_MUTATION_KIND_UPDATE: 'PROVIDER_MUTATION_KIND_UPDATE',
  /**
   * reconstructed state, no receipt
   */
  PROVIDER_MUTATION_KIND_OBSERVE: 'PROVIDER_MUTATION_KIND_OBSERVE',
} as const;

export type ProviderMutationKind =
  | 'PROVIDER_MUTATION_KIND_UNSPECIFIED'
  | 0
  | 'PROVIDER_MUTATION_KIND_ATTACH'
  | 1
  | 'PROVIDER_MUTATION_KIND_DETACH'
  | 2
  | 'PROVIDER_MUTATION_KIND_UPDATE'
  | 3
  /**
   * reconstructed state, no receipt
   */
  | 'PROVIDER_MUTATION_KIND_OBSERVE'
  | 4

export type ProviderMutationKind__Output = typeof ProviderMutationKind[keyof typeof ProviderMutationKind]
