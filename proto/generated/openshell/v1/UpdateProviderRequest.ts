// Original file: openshell/openshell.proto

import type { Provider as _openshell_datamodel_v1_Provider, Provider__Output as _openshell_datamodel_v1_Provider__Output } from '../../openshell/datamodel/v1/Provider.ts';
import type { Long } from '@grpc/proto-loader';

export interface UpdateProviderRequest {
  'provider'?: (_openshell_datamodel_v1_Provider | null);
  'credential_expires_at_ms'?: ({[key: string]: number | string | Long});
  'workspace'?: (string);
}

export interface UpdateProviderRequest__Output {
  'provider': (_openshell_datamodel_v1_Provider__Output | null);
  'credential_expires_at_ms': ({[key: string]: number});
  'workspace': (string);
}
