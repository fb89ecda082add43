// Original file: line-0.1/openshell/sandbox.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A typed setting value.
 */
export interface SettingValue {
  'string_value'?: (string);
  'bool_value'?: (boolean);
  'int_value'?: (number | string | Long);
  'bytes_value'?: (Buffer | Uint8Array | string);
  'value'?: "string_value"|"bool_value"|"int_value"|"bytes_value";
}

/**
 * A typed setting value.
 */
export interface SettingValue__Output {
  'string_value'?: (string);
  'bool_value'?: (boolean);
  'int_value'?: (number);
  'bytes_value'?: (Buffer);
  'value'?: "string_value"|"bool_value"|"int_value"|"bytes_value";
}
