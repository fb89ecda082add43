// Original file: line-0.1/openshell/openshell.proto

import type { Sandbox as _openshell_v1_Sandbox, Sandbox__Output as _openshell_v1_Sandbox__Output } from '../../openshell/v1/Sandbox.ts';

export interface SandboxResponse {
  'sandbox'?: (_openshell_v1_Sandbox | null);
  /**
   * CreateSandbox only; keyed by service name ("" is unnamed)
   */
  'service_urls'?: ({[key: string]: string});
}

export interface SandboxResponse__Output {
  'sandbox': (_openshell_v1_Sandbox__Output | null);
  /**
   * CreateSandbox only; keyed by service name ("" is unnamed)
   */
  'service_urls': ({[key: string]: string});
}
