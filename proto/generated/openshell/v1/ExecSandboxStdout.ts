// Original file: openshell/openshell.proto


export interface ExecSandboxStdout {
  'data'?: (Buffer | Uint8Array | string);
}

export interface ExecSandboxStdout__Output {
  'data': (Buffer);
}
