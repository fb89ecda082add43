// Original file: openshell/openshell.proto

import type { SandboxLogLine as _openshell_v1_SandboxLogLine, SandboxLogLine__Output as _openshell_v1_SandboxLogLine__Output } from '../../openshell/v1/SandboxLogLine.ts';

export interface GetSandboxLogsResponse {
  'logs'?: (_openshell_v1_SandboxLogLine)[];
  'buffer_total'?: (number);
}

export interface GetSandboxLogsResponse__Output {
  'logs': (_openshell_v1_SandboxLogLine__Output)[];
  'buffer_total': (number);
}
