// Original file: line-0.1/openshell/openshell.proto


export interface RelayOpenResult {
  'channel_id'?: (string);
  'success'?: (boolean);
  'error'?: (string);
}

export interface RelayOpenResult__Output {
  'channel_id': (string);
  'success': (boolean);
  'error': (string);
}
