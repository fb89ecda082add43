// Original file: line-0.1/openshell/sandbox.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../../google/protobuf/Duration.ts';
import type { Long } from '@grpc/proto-loader';

export interface SupervisorMiddlewareService {
  'name'?: (string);
  'grpc_endpoint'?: (string);
  'max_payload_bytes'?: (number | string | Long);
  'tls_ca_cert_pem'?: (Buffer | Uint8Array | string);
  'audience'?: (string);
  'allow_insecure_transport'?: (boolean);
  /**
   * replaces the string timeout (4)
   */
  'request_timeout'?: (_google_protobuf_Duration | null);
}

export interface SupervisorMiddlewareService__Output {
  'name': (string);
  'grpc_endpoint': (string);
  'max_payload_bytes': (number);
  'tls_ca_cert_pem': (Buffer);
  'audience': (string);
  'allow_insecure_transport': (boolean);
  /**
   * replaces the string timeout (4)
   */
  'request_timeout': (_google_protobuf_Duration__Output | null);
}
