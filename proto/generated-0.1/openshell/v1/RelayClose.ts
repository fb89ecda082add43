// Original file: line-0.1/openshell/openshell.proto


export interface RelayClose {
  'channel_id'?: (string);
  'reason'?: (string);
}

export interface RelayClose__Output {
  'channel_id': (string);
  'reason': (string);
}
