// Original file: line-0.1/openshell/openshell.proto

import type { Provider as _openshell_datamodel_v1_Provider, Provider__Output as _openshell_datamodel_v1_Provider__Output } from '../../openshell/datamodel/v1/Provider.ts';

export interface ListSandboxProvidersResponse {
  'providers'?: (_openshell_datamodel_v1_Provider)[];
  /**
   * empty on the last page
   */
  'next_page_token'?: (string);
}

export interface ListSandboxProvidersResponse__Output {
  'providers': (_openshell_datamodel_v1_Provider__Output)[];
  /**
   * empty on the last page
   */
  'next_page_token': (string);
}
