// Merge failures with upstream's wording (openshell-policy `PolicyMergeError`) and the gRPC code the gateway maps each
// to (`map_policy_merge_error`): a malformed operation is INVALID_ARGUMENT, a conflict with the live policy is
// FAILED_PRECONDITION.

import type { GatewayError } from '../../grpc/errors.ts';
import { failedPrecondition, invalidArgument } from '../../grpc/errors.ts';

export type MergeErrorKind =
  | 'MissingRuleNameForAddRule'
  | 'EmptyAddRuleEndpoints'
  | 'InvalidEndpointReference'
  | 'UnsupportedAccessPreset'
  | 'McpContractConflict'
  | 'NewBinaryWouldInheritAuthorization'
  | 'ExistingBinariesWouldInheritAuthorization'
  | 'UndeclaredPortWouldChange'
  | 'ConflictingInspectionContracts'
  | 'AmbiguousEndpointRule'
  | 'CannotRemoveBinaryFromAnyBinaryScope'
  | 'EndpointNotFound'
  | 'EndpointHasNoL7Inspection'
  | 'UnsupportedEndpointProtocol'
  | 'EndpointHasNoAllowBase'
  /** 0.1 L7RuleTarget: the named binary scope is not the rule's. */
  | 'TargetScopeMismatch';

const MALFORMED: ReadonlySet<MergeErrorKind> = new Set<MergeErrorKind>([
  'MissingRuleNameForAddRule',
  'EmptyAddRuleEndpoints',
  'InvalidEndpointReference',
  'UnsupportedAccessPreset',
]);

/**
 * The conflicts that exist only because two authorizations would share one rule: when the endpoint-overlap fallback
 * chose the rule, the operation lands on its own requested key instead of failing.
 */
const FOLD_ONLY: ReadonlySet<MergeErrorKind> = new Set<MergeErrorKind>([
  'NewBinaryWouldInheritAuthorization',
  'ExistingBinariesWouldInheritAuthorization',
  'UndeclaredPortWouldChange',
]);

export class PolicyMergeError extends Error {
  readonly kind: MergeErrorKind;

  constructor(kind: MergeErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }

  get isFoldOnlyConflict(): boolean {
    return FOLD_ONLY.has(this.kind);
  }

  toGatewayError(): GatewayError {
    return MALFORMED.has(this.kind) ? invalidArgument(this.message) : failedPrecondition(this.message);
  }
}

/** Rust's `{:?}` of a port list: `[443, 8443]`. */
export function portList(ports: readonly (number | undefined)[]): string {
  return `[${ports.filter((p) => p !== undefined).join(', ')}]`;
}
