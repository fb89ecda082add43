// Original file: line-0.1/openshell/openshell.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration.ts';

export interface SandboxStartup {
  'ready_within'?: (_google_protobuf_Duration | null);
  'max_burst'?: (number);
}

export interface SandboxStartup__Output {
  'ready_within': (_google_protobuf_Duration__Output | null);
  'max_burst': (number);
}
