// Original file: line-0.1/openshell/openshell.proto

import type { SandboxLogLine as _openshell_v1_SandboxLogLine, SandboxLogLine__Output as _openshell_v1_SandboxLogLine__Output } from '../../openshell/v1/SandboxLogLine.ts';

export interface GetSandboxLogsResponse {
  'logs'?: (_openshell_v1_SandboxLogLine)[];
  /**
   * lines held for this sandbox
   */
  'buffer_total'?: (number);
}

export interface GetSandboxLogsResponse__Output {
  'logs': (_openshell_v1_SandboxLogLine__Output)[];
  /**
   * lines held for this sandbox
   */
  'buffer_total': (number);
}
