// Original file: line-0.1/openshell/openshell.proto


export interface RelayInit {
  'channel_id'?: (string);
}

export interface RelayInit__Output {
  'channel_id': (string);
}
