// Original file: openshell/sandbox.proto


export interface MiddlewareEndpointSelector {
  'include'?: (string)[];
  'exclude'?: (string)[];
}

export interface MiddlewareEndpointSelector__Output {
  'include': (string)[];
  'exclude': (string)[];
}
