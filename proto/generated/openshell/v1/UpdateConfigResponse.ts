// Original file: openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateConfigResponse {
  'version'?: (number);
  'policy_hash'?: (string);
  'settings_revision'?: (number | string | Long);
  'deleted'?: (boolean);
  'annotations'?: ({[key: string]: string});
}

export interface UpdateConfigResponse__Output {
  'version': (number);
  'policy_hash': (string);
  'settings_revision': (number);
  'deleted': (boolean);
  'annotations': ({[key: string]: string});
}
