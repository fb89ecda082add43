// Original file: line-0.1/openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

export interface SupervisorHello {
  'sandbox_id'?: (string);
  'instance_id'?: (string);
  /**
   * increases with each reconnect of one instance
   */
  'connection_epoch'?: (number | string | Long);
  'supports_provider_readiness'?: (boolean);
}

export interface SupervisorHello__Output {
  'sandbox_id': (string);
  'instance_id': (string);
  /**
   * increases with each reconnect of one instance
   */
  'connection_epoch': (number);
  'supports_provider_readiness': (boolean);
}
