// Original file: line-0.1/openshell/openshell.proto


export interface CreateWorkspaceRequest {
  /**
   * a DNS-1123 label
   */
  'name'?: (string);
  'labels'?: ({[key: string]: string});
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface CreateWorkspaceRequest__Output {
  /**
   * a DNS-1123 label
   */
  'name': (string);
  'labels': ({[key: string]: string});
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
