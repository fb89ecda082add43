// Original file: line-0.1/openshell/openshell.proto


export interface DeleteWorkspaceRequest {
  'name'?: (string);
  /**
   * a missing target answers ALREADY_ABSENT instead of NOT_FOUND
   */
  'allow_missing'?: (boolean);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id'?: (string);
}

export interface DeleteWorkspaceRequest__Output {
  'name': (string);
  /**
   * a missing target answers ALREADY_ABSENT instead of NOT_FOUND
   */
  'allow_missing': (boolean);
  /**
   * optional UUID: at-most-once, a success replays for 24 h
   */
  'request_id': (string);
}
