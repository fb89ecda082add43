// Original file: line-0.1/openshell/openshell.proto

import type { PeerRelayInit as _openshell_v1_PeerRelayInit, PeerRelayInit__Output as _openshell_v1_PeerRelayInit__Output } from '../../openshell/v1/PeerRelayInit.ts';

/**
 * The first frame is init; later frames carry data both ways.
 */
export interface PeerRelayFrame {
  'init'?: (_openshell_v1_PeerRelayInit | null);
  'data'?: (Buffer | Uint8Array | string);
  'payload'?: "init"|"data";
}

/**
 * The first frame is init; later frames carry data both ways.
 */
export interface PeerRelayFrame__Output {
  'init'?: (_openshell_v1_PeerRelayInit__Output | null);
  'data'?: (Buffer);
  'payload'?: "init"|"data";
}
