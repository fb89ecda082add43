// Original file: openshell/openshell.proto


export interface ExecSandboxRequest {
  /**
   * UUID (metadata.id), not the name
   */
  'sandbox_id'?: (string);
  'command'?: (string)[];
  'workdir'?: (string);
  'environment'?: ({[key: string]: string});
  'timeout_seconds'?: (number);
  'stdin'?: (Buffer | Uint8Array | string);
  'tty'?: (boolean);
  'cols'?: (number);
  'rows'?: (number);
}

export interface ExecSandboxRequest__Output {
  /**
   * UUID (metadata.id), not the name
   */
  'sandbox_id': (string);
  'command': (string)[];
  'workdir': (string);
  'environment': ({[key: string]: string});
  'timeout_seconds': (number);
  'stdin': (Buffer);
  'tty': (boolean);
  'cols': (number);
  'rows': (number);
}
