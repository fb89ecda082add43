// Original file: line-0.1/openshell/sandbox.proto


/**
 * Either one glob or a list of alternatives.
 */
export interface L7QueryMatcher {
  'glob'?: (string);
  'any'?: (string)[];
}

/**
 * Either one glob or a list of alternatives.
 */
export interface L7QueryMatcher__Output {
  'glob': (string);
  'any': (string)[];
}
