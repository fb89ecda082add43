// Original file: line-0.1/openshell/openshell.proto

import type { ExecSandboxStdout as _openshell_v1_ExecSandboxStdout, ExecSandboxStdout__Output as _openshell_v1_ExecSandboxStdout__Output } from '../../openshell/v1/ExecSandboxStdout.ts';
import type { ExecSandboxStderr as _openshell_v1_ExecSandboxStderr, ExecSandboxStderr__Output as _openshell_v1_ExecSandboxStderr__Output } from '../../openshell/v1/ExecSandboxStderr.ts';
import type { ExecSandboxExit as _openshell_v1_ExecSandboxExit, ExecSandboxExit__Output as _openshell_v1_ExecSandboxExit__Output } from '../../openshell/v1/ExecSandboxExit.ts';

/**
 * One item of an exec stream.
 */
export interface ExecSandboxEvent {
  'stdout'?: (_openshell_v1_ExecSandboxStdout | null);
  'stderr'?: (_openshell_v1_ExecSandboxStderr | null);
  'exit'?: (_openshell_v1_ExecSandboxExit | null);
  'payload'?: "stdout"|"stderr"|"exit";
}

/**
 * One item of an exec stream.
 */
export interface ExecSandboxEvent__Output {
  'stdout'?: (_openshell_v1_ExecSandboxStdout__Output | null);
  'stderr'?: (_openshell_v1_ExecSandboxStderr__Output | null);
  'exit'?: (_openshell_v1_ExecSandboxExit__Output | null);
  'payload'?: "stdout"|"stderr"|"exit";
}
