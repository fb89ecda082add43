// Original file: line-0.1/openshell/openshell.proto


/**
 * Recoverable loss: the stream skipped events and goes on.
 */
export interface SandboxStreamWarning {
  'message'?: (string);
}

/**
 * Recoverable loss: the stream skipped events and goes on.
 */
export interface SandboxStreamWarning__Output {
  'message': (string);
}
