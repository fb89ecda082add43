// Original file: line-0.1/openshell/sandbox.proto


export interface MiddlewareEndpointSelector {
  'include'?: (string)[];
  'exclude'?: (string)[];
}

export interface MiddlewareEndpointSelector__Output {
  'include': (string)[];
  'exclude': (string)[];
}
