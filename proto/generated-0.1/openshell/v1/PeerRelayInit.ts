// Original file: line-0.1/openshell/openshell.proto

import type { RelayOpen as _openshell_v1_RelayOpen, RelayOpen__Output as _openshell_v1_RelayOpen__Output } from '../../openshell/v1/RelayOpen.ts';

export interface PeerRelayInit {
  /**
   * UUID: peers address sandboxes by id
   */
  'sandbox_id'?: (string);
  'relay_open'?: (_openshell_v1_RelayOpen | null);
  'requester_replica_id'?: (string);
}

export interface PeerRelayInit__Output {
  /**
   * UUID: peers address sandboxes by id
   */
  'sandbox_id': (string);
  'relay_open': (_openshell_v1_RelayOpen__Output | null);
  'requester_replica_id': (string);
}
