// Original file: line-0.1/openshell/openshell.proto

import type { ExecSandboxRequest as _openshell_v1_ExecSandboxRequest, ExecSandboxRequest__Output as _openshell_v1_ExecSandboxRequest__Output } from '../../openshell/v1/ExecSandboxRequest.ts';
import type { ExecSandboxWindowResize as _openshell_v1_ExecSandboxWindowResize, ExecSandboxWindowResize__Output as _openshell_v1_ExecSandboxWindowResize__Output } from '../../openshell/v1/ExecSandboxWindowResize.ts';

/**
 * Client frames of an interactive exec.
 */
export interface ExecSandboxInput {
  /**
   * first frame only
   */
  'start'?: (_openshell_v1_ExecSandboxRequest | null);
  'stdin'?: (Buffer | Uint8Array | string);
  'resize'?: (_openshell_v1_ExecSandboxWindowResize | null);
  'payload'?: "start"|"stdin"|"resize";
}

/**
 * Client frames of an interactive exec.
 */
export interface ExecSandboxInput__Output {
  /**
   * first frame only
   */
  'start'?: (_openshell_v1_ExecSandboxRequest__Output | null);
  'stdin'?: (Buffer);
  'resize'?: (_openshell_v1_ExecSandboxWindowResize__Output | null);
  'payload'?: "start"|"stdin"|"resize";
}
