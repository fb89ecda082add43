// Original file: openshell/sandbox.proto


export interface NetworkBinary {
  'path'?: (string);
  /**
   * @deprecated
   */
  'harness'?: (boolean);
}

export interface NetworkBinary__Output {
  'path': (string);
  /**
   * @deprecated
   */
  'harness': (boolean);
}
