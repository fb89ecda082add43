// Original file: line-0.1/openshell/openshell.proto


export interface TcpRelayTarget {
  /**
   * loopback only
   */
  'host'?: (string);
  'port'?: (number);
}

export interface TcpRelayTarget__Output {
  /**
   * loopback only
   */
  'host': (string);
  'port': (number);
}
