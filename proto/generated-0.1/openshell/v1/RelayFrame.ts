// Original file: line-0.1/openshell/openshell.proto

import type { RelayInit as _openshell_v1_RelayInit, RelayInit__Output as _openshell_v1_RelayInit__Output } from '../../openshell/v1/RelayInit.ts';

/**
 * The first supervisor frame is init; later frames carry data both ways.
 */
export interface RelayFrame {
  'init'?: (_openshell_v1_RelayInit | null);
  'data'?: (Buffer | Uint8Array | string);
  'payload'?: "init"|"data";
}

/**
 * The first supervisor frame is init; later frames carry data both ways.
 */
export interface RelayFrame__Output {
  'init'?: (_openshell_v1_RelayInit__Output | null);
  'data'?: (Buffer);
  'payload'?: "init"|"data";
}
