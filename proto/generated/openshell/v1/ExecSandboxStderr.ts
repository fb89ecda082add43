// Original file: openshell/openshell.proto


export interface ExecSandboxStderr {
  'data'?: (Buffer | Uint8Array | string);
}

export interface ExecSandboxStderr__Output {
  'data': (Buffer);
}
