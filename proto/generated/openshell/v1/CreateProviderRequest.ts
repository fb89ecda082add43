// Original file: openshell/openshell.proto

import type { Provider as _openshell_datamodel_v1_Provider, Provider__Output as _openshell_datamodel_v1_Provider__Output } from '../../openshell/datamodel/v1/Provider.ts';

export interface CreateProviderRequest {
  'provider'?: (_openshell_datamodel_v1_Provider | null);
  'workspace'?: (string);
}

export interface CreateProviderRequest__Output {
  'provider': (_openshell_datamodel_v1_Provider__Output | null);
  'workspace': (string);
}
