// Original file: line-0.1/openshell/openshell.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration.ts';

export interface ExchangeProviderSubjectTokenResponse {
  /**
   * secret
   */
  'access_token'?: (string);
  'token_type'?: (string);
  /**
   * replaces expires_in (2)
   */
  'expires_after'?: (_google_protobuf_Duration | null);
}

export interface ExchangeProviderSubjectTokenResponse__Output {
  /**
   * secret
   */
  'access_token': (string);
  'token_type': (string);
  /**
   * replaces expires_in (2)
   */
  'expires_after': (_google_protobuf_Duration__Output | null);
}
