// Original file: line-0.1/openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateConfigResponse {
  /**
   * assigned policy version
   */
  'version'?: (number);
  'policy_hash'?: (string);
  'settings_revision'?: (number | string | Long);
  /**
   * a setting delete removed an existing key
   */
  'deleted'?: (boolean);
  'annotations'?: ({[key: string]: string});
}

export interface UpdateConfigResponse__Output {
  /**
   * assigned policy version
   */
  'version': (number);
  'policy_hash': (string);
  'settings_revision': (number);
  /**
   * a setting delete removed an existing key
   */
  'deleted': (boolean);
  'annotations': ({[key: string]: string});
}
