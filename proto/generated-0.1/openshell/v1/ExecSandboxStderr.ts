// Original file: line-0.1/openshell/openshell.proto


export interface ExecSandboxStderr {
  'data'?: (Buffer | Uint8Array | string);
}

export interface ExecSandboxStderr__Output {
  'data': (Buffer);
}
