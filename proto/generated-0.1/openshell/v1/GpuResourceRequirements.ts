// Original file: line-0.1/openshell/openshell.proto


export interface GpuResourceRequirements {
  /**
   * absent: one GPU, chosen by the driver
   */
  'count'?: (number);
  '_count'?: "count";
}

export interface GpuResourceRequirements__Output {
  /**
   * absent: one GPU, chosen by the driver
   */
  'count'?: (number);
  '_count'?: "count";
}
