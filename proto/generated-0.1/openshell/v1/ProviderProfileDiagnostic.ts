// Original file: line-0.1/openshell/openshell.proto


export interface ProviderProfileDiagnostic {
  'source'?: (string);
  'profile_id'?: (string);
  'field'?: (string);
  'message'?: (string);
  'severity'?: (string);
}

export interface ProviderProfileDiagnostic__Output {
  'source': (string);
  'profile_id': (string);
  'field': (string);
  'message': (string);
  'severity': (string);
}
