// Original file: openshell/openshell.proto


/**
 * Kubernetes-style condition; the gateway upserts one of type "Ready".
 */
export interface SandboxCondition {
  'type'?: (string);
  'status'?: (string);
  'reason'?: (string);
  'message'?: (string);
  'last_transition_time'?: (string);
}

/**
 * Kubernetes-style condition; the gateway upserts one of type "Ready".
 */
export interface SandboxCondition__Output {
  'type': (string);
  'status': (string);
  'reason': (string);
  'message': (string);
  'last_transition_time': (string);
}
