// Original file: line-0.1/openshell/openshell.proto


export interface ExchangeProviderSubjectTokenRequest {
  'sandbox_id'?: (string);
  'provider'?: (string);
  'credential_key'?: (string);
  /**
   * secret
   */
  'supervisor_jwt_svid'?: (string);
}

export interface ExchangeProviderSubjectTokenRequest__Output {
  'sandbox_id': (string);
  'provider': (string);
  'credential_key': (string);
  /**
   * secret
   */
  'supervisor_jwt_svid': (string);
}
