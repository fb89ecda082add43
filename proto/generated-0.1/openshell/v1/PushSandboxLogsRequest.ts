// Original file: line-0.1/openshell/openshell.proto

import type { SandboxLogLine as _openshell_v1_SandboxLogLine, SandboxLogLine__Output as _openshell_v1_SandboxLogLine__Output } from '../../openshell/v1/SandboxLogLine.ts';

export interface PushSandboxLogsRequest {
  'sandbox_id'?: (string);
  'logs'?: (_openshell_v1_SandboxLogLine)[];
}

export interface PushSandboxLogsRequest__Output {
  'sandbox_id': (string);
  'logs': (_openshell_v1_SandboxLogLine__Output)[];
}
