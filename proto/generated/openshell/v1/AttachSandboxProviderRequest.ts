// Original file: openshell/openshell.proto

import type { Long } from '@grpc/proto-loader';

export interface AttachSandboxProviderRequest {
  'sandbox_name'?: (string);
  'provider_name'?: (string);
  'expected_resource_version'?: (number | string | Long);
  'workspace'?: (string);
}

export interface AttachSandboxProviderRequest__Output {
  'sandbox_name': (string);
  'provider_name': (string);
  'expected_resource_version': (number);
  'workspace': (string);
}
