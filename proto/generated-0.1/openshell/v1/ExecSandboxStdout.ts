// Original file: line-0.1/openshell/openshell.proto


export interface ExecSandboxStdout {
  'data'?: (Buffer | Uint8Array | string);
}

export interface ExecSandboxStdout__Output {
  'data': (Buffer);
}
