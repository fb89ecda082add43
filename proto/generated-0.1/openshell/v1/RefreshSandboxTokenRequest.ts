// Original file: line-0.1/openshell/openshell.proto


export interface RefreshSandboxTokenRequest {
  'extension_service_names'?: (string)[];
}

export interface RefreshSandboxTokenRequest__Output {
  'extension_service_names': (string)[];
}
