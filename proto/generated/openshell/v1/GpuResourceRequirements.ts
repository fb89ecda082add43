// Original file: openshell/openshell.proto


export interface GpuResourceRequirements {
  'count'?: (number);
  '_count'?: "count";
}

export interface GpuResourceRequirements__Output {
  'count'?: (number);
  '_count'?: "count";
}
