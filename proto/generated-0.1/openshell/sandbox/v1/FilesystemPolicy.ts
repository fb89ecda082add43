// Original file: line-0.1/openshell/sandbox.proto


export interface FilesystemPolicy {
  'include_workdir'?: (boolean);
  'read_only'?: (string)[];
  'read_write'?: (string)[];
}

export interface FilesystemPolicy__Output {
  'include_workdir': (boolean);
  'read_only': (string)[];
  'read_write': (string)[];
}
