// Original file: line-0.1/openshell/openshell.proto


/**
 * An HTTP method and path seen by L7 inspection.
 */
export interface L7RequestSample {
  'method'?: (string);
  'path'?: (string);
  'decision'?: (string);
  'count'?: (number);
}

/**
 * An HTTP method and path seen by L7 inspection.
 */
export interface L7RequestSample__Output {
  'method': (string);
  'path': (string);
  'decision': (string);
  'count': (number);
}
