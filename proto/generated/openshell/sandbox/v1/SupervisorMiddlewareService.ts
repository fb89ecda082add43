// Original file: openshell/sandbox.proto

import type { Long } from '@grpc/proto-loader';

export interface SupervisorMiddlewareService {
  'name'?: (string);
  'grpc_endpoint'?: (string);
  'max_payload_bytes'?: (number | string | Long);
  'timeout'?: (string);
  'tls_ca_cert_pem'?: (Buffer | Uint8Array | string);
  'audience'?: (string);
  'allow_insecure_transport'?: (boolean);
}

export interface SupervisorMiddlewareService__Output {
  'name': (string);
  'grpc_endpoint': (string);
  'max_payload_bytes': (number);
  'timeout': (string);
  'tls_ca_cert_pem': (Buffer);
  'audience': (string);
  'allow_insecure_transport': (boolean);
}
