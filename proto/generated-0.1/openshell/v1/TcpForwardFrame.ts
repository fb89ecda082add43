// Original file: line-0.1/openshell/openshell.proto

import type { TcpForwardInit as _openshell_v1_TcpForwardInit, TcpForwardInit__Output as _openshell_v1_TcpForwardInit__Output } from '../../openshell/v1/TcpForwardInit.ts';

/**
 * The first client frame is init; every later frame in either direction carries data.
 */
export interface TcpForwardFrame {
  'init'?: (_openshell_v1_TcpForwardInit | null);
  'data'?: (Buffer | Uint8Array | string);
  'payload'?: "init"|"data";
}

/**
 * The first client frame is init; every later frame in either direction carries data.
 */
export interface TcpForwardFrame__Output {
  'init'?: (_openshell_v1_TcpForwardInit__Output | null);
  'data'?: (Buffer);
  'payload'?: "init"|"data";
}
