// Original file: line-0.1/openshell/openshell.proto


export interface ListWorkspacesRequest {
  /**
   * 0 means 100, above 1000 means 1000, negative is invalid
   */
  'page_size'?: (number);
  /**
   * a previous next_page_token; opaque, bound to this request's other fields
   */
  'page_token'?: (string);
  /**
   * "k1=v1,k2=v2"
   */
  'label_selector'?: (string);
}

export interface ListWorkspacesRequest__Output {
  /**
   * 0 means 100, above 1000 means 1000, negative is invalid
   */
  'page_size': (number);
  /**
   * a previous next_page_token; opaque, bound to this request's other fields
   */
  'page_token': (string);
  /**
   * "k1=v1,k2=v2"
   */
  'label_selector': (string);
}
